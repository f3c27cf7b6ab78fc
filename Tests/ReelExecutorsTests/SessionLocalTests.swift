import Synchronization
import Testing

@testable import ReelExecutors

/// Values a session keeps for the code it runs: each session its own, made once, on first use.
@Suite struct SessionLocalTests {
    final class Counter: Sendable {
        let made = Mutex(0)
    }

    @Test func eachSessionHasItsOwnValueMadeOnce() throws {
        let counter = Counter()
        let key = SessionLocal { () -> Int in
            counter.made.withLock {
                $0 += 1
                return $0
            }
        }
        let first = try ExecutorSession()
        let second = try ExecutorSession()
        #expect(counter.made.withLock { $0 } == 0)
        #expect(key.value(in: first) == 1)
        #expect(key.value(in: first) == 1)
        #expect(key.value(in: second) == 2)
        #expect(counter.made.withLock { $0 } == 2)
    }

    @Test func keysDoNotShareValues() throws {
        let names = SessionLocal { "names" }
        let other = SessionLocal { "other" }
        let session = try ExecutorSession()
        #expect(names.value(in: session) == "names")
        #expect(other.value(in: session) == "other")
    }
}
