import Testing

@testable import ReelExecutors
@testable import ReelKit

/// The executor self-test that `GalleryHost.make` runs once per process.
@Suite(.serialized) struct SelfTestTests {
    @Test func theProgramRunsInTheExpectedOrderOnThisToolchain() async throws {
        let log = try await onNewThread { try ReelKitSelfTest.run() }
        #expect(log == ReelKitSelfTest.expected)
        #expect(throws: Never.self) { try ReelKitSelfTest.check(log) }
    }

    @Test func everyRunGivesTheSameLog() async throws {
        let logs = try await onNewThread { try (0..<5).map { _ in try ReelKitSelfTest.run() } }
        #expect(Set(logs).count == 1)
    }

    @Test func aDifferentOrderFailsWithOneLineNamingTheToolchain() throws {
        var swapped = ReelKitSelfTest.expected
        swapped.swapAt(1, 2)
        let error = try #require(throws: ExecutorSetupError.self) { try ReelKitSelfTest.check(swapped) }
        #expect(
            error.description
                == "ReelKit: cannot run user code deterministically: the executor self-test failed on "
                + "\(ReelKitSelfTest.toolchain): job 2 was \"nonisolated work\", expected \"detached runs\" (reel's "
                + "executors no longer capture every job of user code; pin the toolchain to Swift 6.3.1)")
        #expect(!error.description.contains("\n"))
    }

    @Test func aJobOffTheDriverThreadFailsTheCheck() {
        var moved = ReelKitSelfTest.expected
        moved[6] = "off the driver thread: " + moved[6]
        #expect(throws: ExecutorSetupError.self) { try ReelKitSelfTest.check(moved) }
        #expect(throws: ExecutorSetupError.self) { try ReelKitSelfTest.check(Array(moved.prefix(3))) }
    }

    @Test func runOnceSucceedsAndIsCached() async throws {
        try await onNewThread {
            try ReelKitSelfTest.runOnce()
            try ReelKitSelfTest.runOnce()
        }
    }
}
