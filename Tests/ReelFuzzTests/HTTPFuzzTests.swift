import Foundation
import ReelCore
import ReelGraphics
import ReelImages
import ReelTestSupport
import Synchronization
import Testing

/// Hostile HTTP answers from a loopback server through reel's libcurl loader: wrong Content-Length either way, an
/// endless body, huge headers, a slow drip, garbage, hang-ups, bad chunks, a 2^63 length, redirect loops, silence.
/// Every request must complete (a bounded wait, to catch hangs), broken answers must fail, and whatever arrives must
/// go through the decoder without harm.
@Suite(.tags(.fuzz)) struct HTTPFuzzTests {
    static let limits = LoaderLimits(
        maxConcurrent: 16, connectTimeoutMs: 1_000, totalTimeoutMs: 1_500, maxRedirects: 3, maxBytes: 256 * 1024)

    @Test func hostileAnswersCompleteAndBrokenOnesFail() async throws {
        let run = FuzzRun.current
        let body = SyntheticImage.png(index: 1, width: 24, height: 16)
        let server = try HostileServer(body: body)
        defer { server.stop() }
        let loader = try CurlImageLoader(limits: Self.limits)
        defer { loader.shutdown() }
        let failures = FuzzFailures()
        let numbers = run.numbers(fast: 48, share: 25)
        let batches = stride(from: 0, to: numbers.count, by: 16).map {
            Array(numbers[$0..<min(numbers.count, $0 + 16)])
        }
        for batch in batches {
            let done = Recorded()
            for number in batch {
                run.starting("http", number)
                var random = run.generator("http", number)
                let behaviour = random.pick(HostileServer.Behaviour.allCases)
                let parameter =
                    switch behaviour {
                    case .drip: random.int(1...40)
                    case .hugeHeader: random.int(1...300)
                    case .garbage, .longBody, .shortBody: random.int(1...70_000)
                    default: random.int(1...9)
                    }
                let label = "\(behaviour.rawValue)/\(parameter)"
                loader.start(ImageLoadRequest(id: UInt64(number), url: server.url(behaviour, parameter))) { result in
                    switch result {
                    case .success(let fetched):
                        if !behaviour.canSucceed {
                            failures.add("http", number, "\(label): accepted \(fetched.bytes.count) bytes")
                        } else if behaviour != .longBody, fetched.bytes != body {
                            failures.add("http", number, "\(label): \(fetched.bytes.count) bytes, not the image")
                        }
                        _ = try? ImageDecoder.thumbnail(fetched.bytes, width: 8, height: 8, maxPixels: 1_000_000)
                    case .failure(let error):
                        if behaviour == .valid { failures.add("http", number, "\(label): a valid answer failed") }
                        // The URL's scheme was allowed: a reply that is not HTTP must not be blamed on it.
                        if error.description.contains("scheme") {
                            failures.add("http", number, "\(label): misleading \"\(error.description)\"")
                        }
                    }
                    done.add(number)
                }
            }
            // A bounded wait: far longer than the loader's total timeout, so only a hang runs out.
            let finished = await Self.waitUntil(seconds: 20) { done.count == batch.count }
            if !finished {
                let missing = Set(batch).subtracting(done.all).sorted()
                for number in missing { failures.add("http", number, "never completed (a hang)") }
            }
        }
        run.report("http", cases: numbers.count, failures: failures.all)
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }

    static func waitUntil(seconds: Int, _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: .seconds(seconds))
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }
}

/// Case numbers whose requests completed.
final class Recorded: Sendable {
    private let numbers = Mutex<[Int]>([])
    func add(_ number: Int) { numbers.withLock { $0.append(number) } }
    var all: [Int] { numbers.withLock { $0 } }
    var count: Int { numbers.withLock { $0.count } }
}
