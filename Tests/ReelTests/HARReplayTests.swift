import Foundation
import ReelCore
import ReelHAR
import ReelTestSupport
import Testing

@testable import Reel

/// A HAR file as a network model: `Fixtures/har/iphone-gallery.har` is a hand-made Safari Web Inspector export of an
/// iPhone scrolling a 36-photo grid (new connections for the first six images, a redirect for photo 7, a 404 for
/// photo 12, a 503 for photo 21, a slow 2.4 MB photo 15, -1 for phases that did not happen, a font between images).
@Suite(.tags(.endToEnd)) struct HARReplayTests {
    static let fixture = Fixture.testsFolder.appendingPathComponent("Fixtures/har/iphone-gallery.har")
    static let items = (0..<36).map { Item.synthetic(index: $0) }

    static func log() throws -> HARLog {
        try HARLog.parse(try Data(contentsOf: fixture), file: "iphone-gallery.har")
    }

    static func trace(
        mapping: HARMapping = .order, network: NetworkSettings = .init(), pipeline: PipelineSettings = .init()
    ) throws -> NetworkTrace {
        NetworkTrace(har: try log(), items: items, mapping: mapping, network: network, pipeline: pipeline)
    }

    @Test func dueTimesAreDnsConnectSendWaitReceiveOfTheEntry() throws {
        let trace = try Self.trace()
        func entry(_ index: Int) throws -> NetworkTrace.Entry {
            try #require(trace.entry(url: Self.items[index].url, attempt: 0))
        }
        // Photo 0 opened a connection: dns 27.8 + connect 96.4 (ssl 61.2 is inside it) + send 0.2 + wait 142.6
        // + receive 18.3; blocked 2.1 is left out.
        #expect(try entry(0).latencyMs == 285.3)
        #expect(try entry(0).failure == nil)
        #expect(try entry(0).bytes == 48211)
        // Photo 6 reused a connection (dns/connect/ssl -1) after waiting 88.4 ms blocked: 0.1 + 121.3 + 14.2.
        #expect(try entry(6).latencyMs == 135.6)
        // Photo 7: the 302 hop (0.1 + 61.5 + 0.2) and the redirected load (22.6 + 94.3 + 0.1 + 128.4 + 19.0).
        #expect(try entry(7).latencyMs == 326.2)
        #expect(try entry(12).failure == .modelledHTTPStatus(404))
        #expect(try entry(12).latencyMs == 88.9)
        #expect(try entry(21).failure == .modelledHTTPStatus(503))
        #expect(try entry(15).latencyMs == 4033.3)
        #expect(try entry(15).bytes == 2_417_093)
        #expect(trace.count == 36)
        // Requested again (cancelled and restarted), an item replays its load.
        #expect(trace.entry(url: Self.items[3].url, attempt: 2) == (try entry(3)))
        #expect(trace.entry(url: Item.synthetic(index: 36).url, attempt: 0) == nil, "unmapped: the model")
    }

    @Test func orderAndAPatternMapThisSessionAlike() throws {
        let byOrder = try Self.trace()
        let byIndex = try Self.trace(mapping: try HARMapping(parsing: "/photos/(?<index>[0-9]+)/"))
        let byID = try Self.trace(mapping: try HARMapping(parsing: #"photos/(?<id>\d+)/"#))
        #expect(byOrder == byIndex)
        #expect(byOrder == byID)
        let shifted = try Self.trace(mapping: try HARMapping(parsing: "/photos/(?<index>1[0-9])/"))
        #expect(shifted.count == 10)
        #expect(shifted.entry(url: Self.items[12].url, attempt: 0)?.failure == .modelledHTTPStatus(404))
        #expect(shifted.entry(url: Self.items[0].url, attempt: 0) == nil)
    }

    @Test func bandwidthRetimesTheBodyAndTimeoutsCut() throws {
        var network = NetworkSettings()
        network.bandwidthBytesPerSecond = 1_000_000
        let slow = try Self.trace(network: network)
        // 0.3 + 880.6 before the body, then 2 417 093 bytes at 1 MB/s.
        #expect(slow.entry(url: Self.items[15].url, attempt: 0)?.latencyMs == 3297.993)
        var pipeline = PipelineSettings()
        pipeline.timeoutMs = 3000
        let cut = try Self.trace(pipeline: pipeline)
        #expect(cut.entry(url: Self.items[15].url, attempt: 0)?.latencyMs == 3000)
        #expect(cut.entry(url: Self.items[15].url, attempt: 0)?.failure == .modelledTimeout(ms: 3000))
        pipeline = PipelineSettings()
        pipeline.maxRedirects = 0
        let strict = try Self.trace(pipeline: pipeline)
        #expect(strict.entry(url: Self.items[7].url, attempt: 0)?.failure == .tooManyRedirects(limit: 0))
    }

    @Test func scenarioSettingsAreCheckedWhereTheyAreGiven() throws {
        func message(_ network: String) -> String {
            let json = #"{"name": "h", "items": {"count": 4}, "network": \#(network), "script": []}"#
            do {
                _ = try Scenario.decode(Data(json.utf8), file: "s.json")
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(
            message(#"{"har": "a.har", "trace": "t.jsonl"}"#)
                == "s.json: $.network.har: cannot be combined with network.trace: replay one or the other")
        #expect(
            message(#"{"map": "order"}"#) == "s.json: $.network.map: maps HAR entries to items: set network.har too")
        #expect(
            message(#"{"har": "a.har", "map": "/photos/([0-9]+)"}"#).hasPrefix(
                "s.json: $.network.map: expected a regular expression with one named group, (?<index>…) or (?<id>…)"))
        #expect(
            message(#"{"har": "a.har", "map": "(?<index>"}"#).hasPrefix(
                #"s.json: $.network.map: expected "order" or a regular expression, got "(?<index>""#))
        #expect(message(#"{"har": 3}"#) == "s.json: $.network.har: expected a string, got a number")
        #expect(message(#"{"har": "a.har", "map": "/p/(?<id>[a-z]+)"}"#) == "no error")

        let folder = Fixture.temporaryFolder("har-missing")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("s.json")
        let json = #"{"name": "h", "items": {"count": 4}, "network": {"har": "none.har"}, "script": []}"#
        try Data(json.utf8).write(to: scenario)
        #expect(throws: InputError.self) { try LoadedScenario.load(path: scenario.path) }
        do {
            _ = try LoadedScenario.load(path: scenario.path)
        } catch {
            #expect(error.path == "$.network.har")
            #expect(error.message.hasPrefix("cannot read \(folder.appendingPathComponent("none.har").path)"))
        }
    }

    /// examples/har-replay.json replays the fixture's copy: twice to the same bytes, every first request due at
    /// its start + the HAR's time for that photo.
    @Test func theExampleReplaysTheHARDeterministically() async throws {
        let example = Fixture.repository.appendingPathComponent("examples/har/iphone-gallery.har")
        #expect(try Data(contentsOf: example) == (try Data(contentsOf: Self.fixture)), "examples/har/ is a copy")
        let loaded = try LoadedScenario.load(path: Fixture.example("har-replay"))
        let expected = try #require(loaded.trace)
        #expect(expected == (try Self.trace()))
        let folder = Fixture.temporaryFolder("har-replay")
        defer { try? FileManager.default.removeItem(at: folder) }
        var outputs: [[String: Data]] = []
        for (run, workers) in [("first", 2), ("second", 1)] {
            let out = folder.appendingPathComponent(run)
            _ = try await Runner.run(loaded, options: RunOptions(outputDirectory: out, workers: workers))
            var files = try Fixture.contents(of: out)
            let summary = try #require(files["/summary.json"])
            files["/summary.json"] = Data(
                String(decoding: summary, as: UTF8.self).split(separator: "\n").filter { !$0.contains("\"run\":") }
                    .joined(separator: "\n").utf8)
            outputs.append(files)
        }
        #expect(outputs[0] == outputs[1])

        let timeline = try String(contentsOf: folder.appendingPathComponent("first/timeline.jsonl"), encoding: .utf8)
        var requested: [Int: (url: String, attempt: Int)] = [:]
        var attempts: [String: Int] = [:]
        var checked = 0
        var errors: Set<String> = []
        for line in timeline.split(separator: "\n") {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            switch event["event"] as? String {
            case "request":
                // The scheduler numbers a URL's attempts as they are requested.
                let url = try #require(event["url"] as? String)
                requested[event["task"] as? Int ?? -1] = (url, attempts[url, default: 0])
                attempts[url, default: 0] += 1
            case "start":
                let (url, attempt) = try #require(requested[event["task"] as? Int ?? -1])
                let due = try #require(event["due_ms"] as? Double)
                let t = try #require(event["t_ms"] as? Double)
                let har = try #require(expected.entry(url: url, attempt: attempt), "\(url) is in the HAR")
                #expect(abs(due - t - har.latencyMs) < 0.0011, "\(url): due \(due) at \(t)")
                checked += 1
            case "deliver":
                if let error = event["error"] as? String { errors.insert(error) }
            default:
                break
            }
        }
        #expect(checked >= 30)
        #expect(errors == ["HTTP 404 (modelled)", "HTTP 503 (modelled)"])
    }
}
