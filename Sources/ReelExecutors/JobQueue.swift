/// The jobs of one session waiting to run, first in first out: those held back while a schedule delays them, the
/// lane of the next job pushed, and how many ran (in all, and since virtual time last moved).
struct JobQueue<Job: Sendable>: Sendable {
    /// A queued job and the lane it was queued in (blocks of one serial queue keep their order whatever the
    /// schedule; nil for jobs the runtime may run in any order).
    struct Entry: Sendable {
        let job: Job
        fileprivate let lane: Int?
    }

    private var jobs: [Entry] = []
    private var head = 0
    /// Whether jobs pushed now are held back (see `ExecutorSession.holdingNewJobs`), and the jobs held.
    var isHolding = false
    private var held: [Entry] = []
    /// The lane of the next job pushed (see `ExecutorSession.inLane`).
    var pendingLane: Int?
    /// Jobs run so far.
    private(set) var jobsRun = 0
    /// Jobs run since virtual time last moved (the frame's share of the drain budget).
    private(set) var jobsThisFrame = 0

    /// Jobs waiting to run.
    var count: Int { jobs.count - head }

    /// Queues `job` (held back while holding), marked with the pending lane, which it uses up.
    mutating func push(_ job: Job) {
        let entry = Entry(job: job, lane: pendingLane)
        pendingLane = nil
        if isHolding { held.append(entry) } else { jobs.append(entry) }
    }

    /// Jobs held back.
    var heldCount: Int { held.count }

    /// Queues `jobs` behind the queued ones, as they are (sleepers that woke).
    mutating func append(contentsOf woken: [Job]) {
        jobs += woken.map { Entry(job: $0, lane: nil) }
    }

    /// Queues the held jobs, in the order they were held, behind the queued ones.
    mutating func releaseHeld() {
        jobs += held
        held = []
    }

    /// The offsets (from the head) of the ready jobs that may run next: every job but one of a lane that has an
    /// earlier job waiting.
    func eligibleOffsets() -> [Int] {
        var lanes: Set<Int> = []
        var offsets: [Int] = []
        for offset in 0..<count {
            if let lane = jobs[head + offset].lane {
                guard lanes.insert(lane).inserted else { continue }
            }
            offsets.append(offset)
        }
        return offsets
    }

    /// Takes the job `offset` places behind the head, if there is one, with its lane (for `pushBack`).
    mutating func pop(at offset: Int = 0) -> Entry? {
        guard head < jobs.count else { return nil }
        if offset > 0 { return jobs.remove(at: head + offset) }
        let job = jobs[head]
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        }
        return job
    }

    /// Puts `entry` back at the head, in its lane (it was popped and may not run in this frame).
    mutating func pushBack(_ entry: Entry) {
        jobs.insert(entry, at: head)
    }

    /// Counts one job against the frame's `budget`; false, counting nothing, when the frame has spent it.
    mutating func spendFrameBudget(_ budget: Int) -> Bool {
        guard jobsThisFrame < budget else { return false }
        jobsThisFrame += 1
        return true
    }

    /// Virtual time moved: a new frame's budget starts.
    mutating func startFrame() {
        jobsThisFrame = 0
    }

    /// Counts `count` jobs as run.
    mutating func countRun(_ count: Int) {
        jobsRun += count
    }
}
