import ArgumentParser

/// `--workers`, shared by every command that renders (`render`, `compare`, `check`) and checked here only.
struct WorkerOptions: ParsableArguments {
    @Option(help: "Render/encode worker threads, 1...64 (default: the number of cores); any count draws the same.")
    var workers: Int?

    func validate() throws {
        if let workers, !(1...64).contains(workers) {
            throw ValidationError("--workers must be between 1 and 64, got \(workers)")
        }
    }
}
