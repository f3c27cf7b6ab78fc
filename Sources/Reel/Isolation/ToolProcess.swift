import Foundation
import ReelCore
import ReelFiles

/// This program (the tool) started again to run the user's code in a process of its own — a panel, an explored
/// schedule: a `ChildProcess` (its own process group, killed by a clean-up on SIGINT or SIGTERM, and killed when it
/// stops answering), its standard output on a pipe the caller reads, its standard error relayed line by line
/// (`StderrRelay`, which keeps its `error:` line), no standard input.
struct ToolProcess {
    let child: ChildProcess
    let errors: StderrRelay

    /// Starts `executable` with `arguments` to run `scenario`'s gallery.
    init(executable: URL, arguments: [String], scenario: Scenario) throws {
        child = ChildProcess(
            executable: executable, arguments: arguments, input: false, output: true, keepErrors: false,
            limits: Self.limits(scenario.pipeline))
        try child.start()
        errors = StderrRelay(child.errorOutput!)
    }

    /// A worker has no deadline (it runs the user's code as long as a render would), but one that uses no CPU time
    /// and sends nothing for longer than an image fetch may take (the scenario's timeout, then 20 s) is stuck, or
    /// stopped, and is killed.
    static func limits(_ pipeline: PipelineSettings) -> ChildLimits {
        ChildLimits(deadline: nil, idle: .milliseconds(pipeline.timeoutMs + pipeline.connectTimeoutMs + 20_000))
    }

    /// The process's standard output.
    var output: FileHandle { child.outputHandle! }

    /// Reads with `body` as a wait on the process (watched: a process that stops answering is killed, and the read
    /// then ends).
    func reading<Result>(_ body: () throws -> Result) rethrows -> Result {
        try child.waiting(body)
    }

    /// Waits until the process has ended and its standard error is relayed.
    func wait() {
        child.wait()
        errors.finish()
    }

    /// How the process ended, for a failure's line ("its process …"): why reel killed it, "was killed by signal 9",
    /// or "exited with 3" and `early` (what it had not done yet).
    func ending(early: String) -> String {
        if child.killedBecause != nil { return String(child.endingDescription.dropFirst("it ".count)) }
        guard let ending = child.wait() else { return "did not start" }
        return ending.signalled ? "was killed by signal \(ending.status)" : "exited with \(ending.status) \(early)"
    }

    /// Whether the process exited with `status` of its own accord.
    func exited(with status: Int32) -> Bool {
        child.killedBecause == nil && child.wait() == ChildProcess.Ending(signalled: false, status: status)
    }

    /// Stops the process if it is still running: SIGTERM first, so it removes its temporary files, then after a
    /// second (or at once, when it no longer answers) SIGKILL to its group.
    func stop() {
        guard child.isRunning else { return }
        errors.silence()
        child.stop(grace: child.killedBecause == nil ? .seconds(1) : nil)
    }
}
