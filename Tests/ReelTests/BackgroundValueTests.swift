import Foundation
import Testing

@testable import Reel

/// Work handed to another thread while the caller goes on: its value, or its error, comes back to whoever asks.
struct BackgroundValueTests {
    struct Refused: Error, Equatable {}

    @Test("the value is the work's, every time it is asked for")
    func value() throws {
        let started = DispatchSemaphore(value: 0)
        let pending = BackgroundValue("test") { () -> [Int] in
            started.wait()
            return Array(0..<1000)
        }
        started.signal()
        #expect(try pending.value() == Array(0..<1000))
        #expect(try pending.value() == Array(0..<1000))
    }

    @Test("an error the work throws is thrown by value()")
    func error() {
        let pending = BackgroundValue("test") { () throws -> Int in throw Refused() }
        #expect(throws: Refused()) { try pending.value() }
        #expect(throws: Refused()) { try pending.value() }
    }
}
