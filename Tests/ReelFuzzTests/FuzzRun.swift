import Foundation
import ReelCore
import Synchronization

/// How many cases a fuzz test runs and from which seed: a fixed seed and a small count inside `make test`, more with
/// `make fuzz` (`REEL_FUZZ_SEED`, `REEL_FUZZ_CASES` = cases per domain). Every case draws from its own generator,
/// keyed by (seed, domain, case number), so one case reproduces alone: `REEL_FUZZ_SEED=s REEL_FUZZ_ONLY=n`.
struct FuzzRun: Sendable {
    /// The seed of `make test`.
    static let defaultSeed: UInt64 = 15

    var seed: UInt64
    /// Cases per domain (scaled per domain by `count(_:)`).
    var cases: Int
    /// When set, only this case number runs.
    var only: Int?

    static let current: FuzzRun = {
        let environment = ProcessInfo.processInfo.environment
        return FuzzRun(
            seed: environment["REEL_FUZZ_SEED"].flatMap { UInt64($0) } ?? defaultSeed,
            cases: environment["REEL_FUZZ_CASES"].flatMap { Int($0) }.map { max(1, $0) } ?? 0,
            only: environment["REEL_FUZZ_ONLY"].flatMap { Int($0) }
        )
    }()

    /// The case numbers to run in a domain whose fast default is `fast` cases; with `REEL_FUZZ_CASES` set, that many
    /// divided by `share` (for domains whose cases take seconds), never fewer than `fast`.
    func numbers(fast: Int, share: Int = 1) -> [Int] {
        if let only { return [only] }
        return Array(0..<(cases > 0 ? max(fast, cases / share) : fast))
    }

    /// The generator of case `number` in `domain`.
    func generator(_ domain: String, _ number: Int) -> SplitMix64 {
        SplitMix64(seed: seed, key: "fuzz." + domain, counter: number)
    }

    /// Notes the case about to run in the progress file `make fuzz` reads after a crash (when it asks for one).
    func starting(_ domain: String, _ number: Int) {
        guard let path = ProcessInfo.processInfo.environment["REEL_FUZZ_PROGRESS"] else { return }
        try? Data("\(domain) seed \(seed) case \(number)\n".utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Prints a domain's tally in the line `make fuzz` adds up: `fuzz <domain>: N cases, F failures (seed S)`.
    func report(_ domain: String, cases: Int, failures: [String]) {
        print("fuzz \(domain): \(cases) cases, \(failures.count) failures (seed \(seed))")
        for failure in failures.prefix(20) { print("  \(failure)") }
    }
}

/// Failures found by concurrent cases, by case.
final class FuzzFailures: Sendable {
    private let list = Mutex<[String]>([])

    func add(_ domain: String, _ number: Int, _ what: String) {
        list.withLock { $0.append("\(domain) seed \(FuzzRun.current.seed) case \(number): \(what)") }
    }

    var all: [String] { list.withLock { $0.sorted() } }
}

extension SplitMix64 {
    /// A uniform integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// A uniform integer in `range`.
    mutating func int(_ range: Range<Int>) -> Int { int(range.lowerBound...(range.upperBound - 1)) }

    /// One of `options`.
    mutating func pick<T>(_ options: [T]) -> T { options[int(0..<options.count)] }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }
}
