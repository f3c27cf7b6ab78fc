import Foundation
import Testing

@testable import ReelCore

struct LoadFailureTests {
    /// One of every case, with the text the timeline has always written for it.
    static let examples: [(LoadFailure, String)] = [
        (.httpStatus(404), "HTTP 404"),
        (.timedOut(ms: 2_000), "timed out after 2000 ms"),
        (
            .connectionReset(code: 56, message: "Recv failure: Connection reset by peer"),
            "Recv failure: Connection reset by peer (curl 56)"
        ),
        (.connectionRefused(endpoint: "127.0.0.1:1"), "connection refused (127.0.0.1:1)"),
        (.tooLarge(limit: 262_144), "body exceeds 262144 bytes"),
        (
            .pixelLimit(width: 30_000, height: 30_000, limit: 50_000_000),
            "decode: image too large: 30000x30000 exceeds 50000000 pixels"
        ),
        (.refusedScheme("ftp"), "scheme 'ftp' not allowed"),
        (.outsideFileRoot(path: "/etc/passwd"), "path '/etc/passwd' is outside the file root"),
        (.invalidURL("http:///nohost"), "invalid URL 'http:///nohost'"),
        (.tooManyRedirects(limit: 3), "more than 3 redirects"),
        (.transport(code: 37, message: "couldn't read file '/x.png'"), "couldn't read file '/x.png' (curl 37)"),
        (.transport(code: -1, message: "loader is shut down"), "loader is shut down (curl -1)"),
        (.decode(.unsupportedFormat, detail: "HTML"), "decode: unsupported image format: HTML"),
        (
            .decode(.corrupt, detail: "IDAT: invalid distance too far back"),
            "decode: corrupt image: IDAT: invalid distance too far back"
        ),
        (.modelledTimeout(ms: 10_000), "timed out after 10000 ms (modelled)"),
        (.modelledHTTPStatus(500), "HTTP 500 (modelled)"),
        (.modelledConnectionReset, "connection reset (modelled)"),
        (.noResult(seconds: 120), "no result within 120 s"),
        (.internalError("task 7 was never started"), "internal: task 7 was never started"),
        (.unrecognized("failed (recorded)"), "failed (recorded)"),
    ]

    @Test func everyFailureCountsAsAKindTheSummaryReferenceLists() {
        let listed = LoadFailure.Kind.all.map(\.referenceKey)
        for (failure, _) in Self.examples { #expect(listed.contains(failure.kind.referenceKey), "\(failure)") }
        #expect(Set(listed).count == listed.count)
    }

    @Test func logNamesAreTheTimelineTextAndReadBack() {
        for (failure, text) in Self.examples {
            #expect(failure.logName == text)
            #expect(failure.description == text)
            #expect(LoadFailure(logName: text) == failure, "\(text)")
        }
    }

    @Test func kindsGroupModelledFailuresWithWhatTheyModel() {
        #expect(LoadFailure.modelledTimeout(ms: 1).kind == LoadFailure.timedOut(ms: 5).kind)
        #expect(LoadFailure.modelledHTTPStatus(500).kind == LoadFailure.httpStatus(500).kind)
        #expect(LoadFailure.modelledConnectionReset.kind == .connectionReset)
        #expect(LoadFailure.modelledConnectionReset.isModelled && !LoadFailure.httpStatus(500).isModelled)
        #expect(LoadFailure.httpStatus(404).kind != LoadFailure.httpStatus(500).kind)
        let keys = Self.examples.map { $0.0.kind.description }
        #expect(
            Set(keys) == [
                "http_404", "timeout", "connection_reset", "connection_refused", "too_large", "pixel_limit",
                "refused_scheme",
                "outside_file_root", "invalid_url", "too_many_redirects", "transport", "decode_unsupported_format",
                "decode_corrupt", "http_500", "no_result", "internal", "other",
            ])
        // Keys sort as text, so `failed_by_kind` has one fixed order.
        #expect(LoadFailure.Kind.decode(.corrupt) < .httpStatus(404))
        #expect(LoadFailure.Kind.httpStatus(404) < .httpStatus(500))
        #expect(LoadFailure.Kind.other < .timeout && !(LoadFailure.Kind.timeout < .timeout))
    }

    @Test func curlCodesForResetsAreClassifiedOthersStayTransport() {
        #expect(LoadFailure.curl(code: 56, message: "Recv failure: Connection reset by peer").kind == .connectionReset)
        #expect(LoadFailure.curl(code: 55, message: "Send failure: Connection reset by peer").kind == .connectionReset)
        #expect(LoadFailure.curl(code: 56, message: "Recv failure: Broken pipe").kind == .transport)
        #expect(LoadFailure.curl(code: 7, message: "Connection reset").kind == .transport)
    }

    @Test func textNamingNoKnownFailureReplaysAsWritten() {
        for text in ["HTTP teapot", "decode: something new", "timed out after soon ms", "", "x (curl y)"] {
            #expect(LoadFailure(logName: text) == .unrecognized(text))
            #expect(LoadFailure(logName: text).logName == text)
            #expect(LoadFailure(logName: text).kind == .other)
        }
    }

    @Test func recordedTracesRoundTrip() throws {
        let entries =
            Self.examples.enumerated().map { index, example in
                NetworkTrace.Entry(
                    url: "http://x/\(index).png", attempt: index % 3, latencyMs: Double(index) * 1.5, bytes: 0,
                    failure: example.0
                )
            } + [NetworkTrace.Entry(url: "http://x/ok.png", attempt: 0, latencyMs: 3, bytes: 1_234, failure: nil)]
        let text = entries.map { $0.jsonLine + "\n" }.joined()
        let parsed = try NetworkTrace.parse(text, file: "trace.jsonl")
        for entry in entries {
            #expect(parsed.entry(url: entry.url, attempt: entry.attempt) == entry)
        }
        // A failed entry without an error text still fails, with the text a recorded trace has always used.
        let bare = try NetworkTrace.parse(#"{"url":"http://x/1.png","ok":false}"#, file: "trace.jsonl")
        #expect(bare.entry(url: "http://x/1.png", attempt: 0)?.failure == .unrecognized("failed (recorded)"))
    }

    @Test func theDeliverEventWritesTheLogName() {
        let failed = TimelineEvent.deliver(task: 3, itemID: "7", failure: .httpStatus(404), subscribers: 2)
        let event = TimedEvent(timeMs: 12.5, frame: 1, event: failed)
        #expect(event.jsonLine.contains(#""ok":false,"error":"HTTP 404""#))
        let ok = TimedEvent(timeMs: 12.5, frame: 1, event: .deliver(task: 3, itemID: "7", failure: nil, subscribers: 2))
        #expect(!ok.jsonLine.contains("error"))
    }
}
