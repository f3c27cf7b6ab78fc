import Testing

@testable import ReelExecutors

/// A session's job queue: first in first out, lanes that keep a serial queue's blocks in order, held jobs, and the
/// frame's budget.
@Suite struct JobQueueTests {
    @Test func jobsComeOutInTheOrderTheyWentIn() {
        var queue = JobQueue<Int>()
        for job in 1...5 { queue.push(job) }
        #expect(queue.count == 5)
        let order = (0..<5).compactMap { _ in queue.pop()?.job }
        #expect(order == [1, 2, 3, 4, 5])
        let none = queue.pop()
        #expect(none == nil)
        #expect(queue.count == 0)
    }

    @Test func onlyTheFirstJobOfALaneMayRunNext() {
        var queue = JobQueue<String>()
        queue.pendingLane = 0
        queue.push("main 1")
        queue.push("free")
        queue.pendingLane = 0
        queue.push("main 2")
        queue.pendingLane = 3
        queue.push("serial 1")
        // "main 2" waits behind "main 1" in lane 0; the lane is used up by one push.
        #expect(queue.eligibleOffsets() == [0, 1, 3])
        let serial = queue.pop(at: 3)?.job
        let main = queue.pop()?.job
        #expect(serial == "serial 1")
        #expect(main == "main 1")
        #expect(queue.eligibleOffsets() == [0, 1])
    }

    @Test func aJobPutBackKeepsItsLane() throws {
        var queue = JobQueue<String>()
        queue.pendingLane = 0
        queue.push("a")
        queue.pendingLane = 0
        queue.push("b")
        let popped = queue.pop()
        let first = try #require(popped)
        queue.pushBack(first)
        #expect(queue.eligibleOffsets() == [0])
        let again = queue.pop()?.job
        #expect(again == "a")
    }

    @Test func heldJobsWaitUntilReleasedBehindTheQueuedOnes() {
        var queue = JobQueue<Int>()
        queue.push(1)
        queue.isHolding = true
        queue.push(2)
        queue.push(3)
        queue.isHolding = false
        queue.push(4)
        #expect(queue.heldCount == 2)
        #expect(queue.count == 2)
        queue.releaseHeld()
        #expect(queue.heldCount == 0)
        let order = (0..<4).compactMap { _ in queue.pop()?.job }
        #expect(order == [1, 4, 2, 3])
    }

    @Test func theFrameBudgetIsSpentJobByJobAndRenewedWhenTimeMoves() {
        var queue = JobQueue<Int>()
        let spent = (0..<3).map { _ in queue.spendFrameBudget(2) }
        #expect(spent == [true, true, false])
        queue.startFrame()
        let renewed = queue.spendFrameBudget(2)
        #expect(renewed)
        queue.countRun(3)
        queue.countRun(2)
        #expect(queue.jobsRun == 5)
    }
}
