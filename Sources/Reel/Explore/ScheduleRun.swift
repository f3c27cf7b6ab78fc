import Foundation
import ReelCore
import ReelExecutors
import ReelGraphics
import ReelImages
import ReelKit
import ReelRender
import Synchronization

/// What one schedule of a scenario did, from a run that simulates without drawing.
package struct ScheduleOutcome: Sendable {
    /// The schedule the run took (replaying it gives the same run).
    package let schedule: Schedule
    /// A hash of the timeline (every event of every frame and after the last): equal hashes, equal outcomes.
    package let timelineHash: UInt64
    /// Cell-frames showing another item's image, another item's text, and an item another cell shows too.
    package let stale: Int
    package let wrongText: Int
    package let duplicates: Int
    /// Every choice point the run met, in order.
    package let records: [ScheduleChooser.Record]

    /// Whether the schedule shows a race: a stale or wrong-text cell-frame, or a duplicate.
    package var failed: Bool { stale > 0 || wrongText > 0 || duplicates > 0 }

    /// A hash of the choices made (point kind, options, choice), to count distinct choice sequences.
    var choiceHash: UInt64 {
        var hash = FNV1a()
        for record in records {
            hash.add(record.point.rawValue)
            hash.add("\(record.options).\(record.chosen);")
        }
        return hash.value
    }
}

/// Runs schedules of a scenario, one at a time: in this process (`ScheduleRunner`), or each in a process of its own
/// (`IsolatedScheduleRunner`, for galleries of the user's code, whose app state must not pass from one run to the
/// next).
protocol ScheduleRunning {
    /// Runs the scenario under `mode`.
    func run(_ mode: ScheduleChooser.Mode) throws -> ScheduleOutcome
    /// Releases what the runner holds (its image pipeline).
    func stop()
}

/// Runs one schedule of a scenario as a simulation only: no frames drawn, no files written. Real image results come
/// from `outcomes` (shared by every run of an exploration), fetched through the runner's own pipeline the first time
/// a key is asked for; the outcomes are what a render of the same scenario gets, so a replay reproduces the run.
final class ScheduleRunner: ScheduleRunning {
    let loaded: LoadedScenario
    let catalog: BindingCatalog
    private let outcomes: OutcomeCache
    /// The exploration's embedded image server; nil with `startsServer` when the runner starts one if it needs it.
    private let server: EmbeddedImageServer?
    private let startsServer: Bool
    private var ownServer: EmbeddedImageServer?
    /// The pipeline, made when a run first needs an image no run has fetched.
    private var services: ImageServices?
    private var servicesError: (any Error)?
    /// Task ids of the runner's own requests (never reused, unlike a simulation's).
    private var nextTask = LoadTaskID.first
    /// The results this runner fetched itself, by key.
    private(set) var fetched: [ImageKey: LoadOutcome] = [:]

    /// A runner fetching through `server` (the exploration's embedded image server, when its items need one).
    init(
        _ loaded: LoadedScenario, catalog: BindingCatalog, server: EmbeddedImageServer?, outcomes: OutcomeCache
    ) {
        self.loaded = loaded
        self.catalog = catalog
        self.outcomes = outcomes
        self.server = server
        startsServer = false
    }

    /// A runner that starts an embedded image server of its own if a fetch needs one.
    init(_ loaded: LoadedScenario, catalog: BindingCatalog, outcomes: OutcomeCache) {
        self.loaded = loaded
        self.catalog = catalog
        self.outcomes = outcomes
        server = nil
        startsServer = true
    }

    func stop() {
        services?.stop()
        ownServer?.stop()
    }

    func run(_ mode: ScheduleChooser.Mode) throws -> ScheduleOutcome {
        let chooser = ScheduleChooser(mode)
        var simulation = try ScheduleChooser.$current.withValue(chooser) {
            try Simulation(
                scenario: loaded.scenario, template: loaded.template, file: loaded.file,
                arrivals: loaded.trace.map { .trace($0) } ?? .modelled, catalog: catalog)
        }
        let measure = FontMeasure()
        simulation.measureText = measure.measure
        simulation.measureAppText = measure.appMeasure
        var hash = FNV1a()
        while !simulation.isFinished {
            let step = simulation.step { request in self.outcome(for: request) }
            if let servicesError { throw servicesError }
            for event in step.events { hash.add(event.jsonLine) }
            if let stop = simulation.userCodeStop { throw stop }
        }
        for event in simulation.finish() { hash.add(event.jsonLine) }
        let metrics = simulation.metrics
        return ScheduleOutcome(
            schedule: chooser.schedule, timelineHash: hash.value, stale: metrics.count(.stale),
            wrongText: metrics.count(.wrongText), duplicates: metrics.gallery.duplicateCellFrames,
            records: chooser.records)
    }

    /// The real result of `request`'s image: from the shared cache, else fetched now (and cached).
    private func outcome(for request: LoadRequest) -> LoadOutcome {
        let key = ImageKey(url: request.url, size: request.size)
        if let known = outcomes[key] { return known }
        guard let services = pipeline() else { return .failure(.transport(code: -1, message: "no image pipeline")) }
        let task = nextTask
        nextTask = nextTask.next
        services.pipeline.start(
            LoadRequest(
                task: task, url: request.url, size: request.size, itemID: request.itemID, priority: request.priority))
        let outcome: LoadOutcome =
            switch services.pipeline.result(for: task) {
            case .image(_, let bytes, let pixels): .success(bytes: bytes, pixels: pixels)
            case .failure(let reason): .failure(reason)
            }
        outcomes[key] = outcome
        fetched[key] = outcome
        return outcome
    }

    /// The runner's pipeline, made on first use; nil (the error kept for `run` to throw) when it cannot be made.
    private func pipeline() -> ImageServices? {
        guard services == nil, servicesError == nil else { return services }
        do {
            let items = loaded.scenario.items.makeItems()
            if startsServer, ImageServices.needsEmbeddedServer(scenario: loaded.scenario, items: items) {
                ownServer = try ImageServices.startEmbeddedServer()
            }
            services = try ImageServices(scenario: loaded.scenario, items: items, server: server ?? ownServer)
        } catch {
            servicesError = error
        }
        return services
    }
}

/// Real image results by key, shared by the workers of an exploration.
final class OutcomeCache: Sendable {
    private let outcomes = Mutex<[ImageKey: LoadOutcome]>([:])

    subscript(key: ImageKey) -> LoadOutcome? {
        get { outcomes.withLock { $0[key] } }
        set { outcomes.withLock { $0[key] = newValue } }
    }

    /// Every result known now.
    var all: [ImageKey: LoadOutcome] { outcomes.withLock { $0 } }

    /// Adds `known` results (an earlier result for the same key is kept).
    func add(_ known: [ImageKey: LoadOutcome]) {
        outcomes.withLock { $0.merge(known) { first, _ in first } }
    }
}

/// FNV-1a, 64 bits: a stable hash of text (the same on every run and platform, unlike `Hasher`).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        value ^= 0x0A
        value &*= 0x0000_0100_0000_01B3
    }
}
