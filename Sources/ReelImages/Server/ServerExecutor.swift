import Foundation

/// A task executor with threads of its own, for the embedded server's tasks.
///
/// The server then keeps answering even when every thread of Swift's shared cooperative pool is busy — which
/// happens when callers (a test suite, an app) run blocking or CPU-heavy work on that pool: with 2 cores the pool
/// has 2 threads, and a starved server turns into spurious timeouts.
final class ServerExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked Sendable: `jobs` and `stopped` are only touched between `condition.lock()` and `unlock()`;
    // the threads are created once in init and never replaced.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopped = false

    /// Starts `threads` worker threads named after `label`.
    init(label: String, threads: Int = 2) {
        for number in 0..<threads {
            let thread = Thread { [self] in runJobs() }
            thread.name = "\(label).\(number)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        condition.lock()
        jobs.append(unowned)
        condition.signal()
        condition.unlock()
    }

    /// Lets the threads finish once the queue is empty.
    func shutdown() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty && stopped {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
