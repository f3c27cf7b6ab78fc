import Foundation
import ReelCore
import ReelRender

/// What reports need from a run's timeline: frame times, hitches and time-to-correct episodes. Fed either with the
/// run's own events as it records them (`record(_:)`) or from `timeline.jsonl` of an older run (`read`); times are
/// taken at the log's precision (3 decimals, as `timeline.jsonl` writes them), so both give the same values.
struct TimelineEvents: Sendable {
    /// Each frame's virtual time (ms), by frame index.
    private(set) var frameTimes: [Double] = []
    /// nil when the log has no hitch records at all.
    private(set) var hitches: [ChartData.Hitch]?
    private(set) var timeToCorrectMs: [Double] = []
    private(set) var neverCorrect = 0
    /// Open display episodes by cell: the item shown, when it started, and whether it reached the correct image.
    private var episodes: [Int: (item: String, start: Double, reached: Bool)] = [:]
    /// Frames beyond this index are ignored (a log read back is trusted only as far as the manifest's frames).
    private let frameLimit: Int?

    /// An empty log; with `frames`, frame times are kept for indices below it only, and default to 0.
    init(frames: Int? = nil) {
        frameLimit = frames
        frameTimes = [Double](repeating: 0, count: frames ?? 0)
    }

    /// Takes in one of the run's events.
    mutating func record(_ timed: TimedEvent) {
        let time = Self.logged(timed.timeMs)
        switch timed.event {
        case .frame(let index, _, _): frame(index, at: time)
        case .display(let cell, let itemID, _): display(cell: cell.number, item: itemID.rawValue, at: time)
        case .endDisplay(let cell, _): endDisplay(cell: cell.number)
        case .state(let cell, let itemID, _, let to, _):
            state(cell: cell.number, item: itemID.rawValue, to: to.rawValue, at: time)
        case .hitch(_, let hitchMs, _): hitch(at: time, durationMs: Self.logged(hitchMs))
        default: break
        }
    }

    /// The events a report reads back from a log; other events are skipped unparsed.
    static let kindsRead: [TimelineEventKind] = [.frame, .display, .endDisplay, .state, .hitch]

    /// Reads the relevant lines of `timeline.jsonl`, plain or compressed (the events of `kindsRead`).
    static func read(_ url: URL, frames: Int) throws -> TimelineEvents {
        var result = TimelineEvents(frames: frames)
        let wanted = kindsRead.map { "\"\(TimelineField.event.name)\":\"\($0.rawValue)\"" }
        let text = try RunRecord.logText(url)
        for line in text.split(separator: "\n") where wanted.contains(where: { line.contains($0) }) {
            guard case .object(let event) = try JSONValue.parse(Data(line.utf8), file: url.path),
                let kind = event[TimelineField.event.name]?.reportString.flatMap(TimelineEventKind.init(rawValue:)),
                let time = event[TimelineField.time.name]?.reportNumber
            else { continue }
            func field(_ field: TimelineField) -> JSONValue? { event[field.name] }
            let cell = field(.cell)?.reportNumber.flatMap { Int(exactly: $0) } ?? -1
            let item = field(.item)?.reportString ?? ""
            switch kind {
            case .frame:
                // Logs older than the `index` field give the frame's index as `frame` only.
                if let index = (field(.index) ?? field(.frame))?.reportNumber.flatMap({ Int(exactly: $0) }) {
                    result.frame(index, at: time)
                }
            case .display:
                result.display(cell: cell, item: item, at: time)
            case .endDisplay:
                result.endDisplay(cell: cell)
            case .state:
                result.state(cell: cell, item: item, to: field(.to)?.reportString, at: time)
            case .hitch:
                // Older logs named the hitch's length `duration_ms` or `ms`.
                let duration = [TimelineField.hitchMs.name, "duration_ms", "ms"].lazy.compactMap {
                    event[$0]?.reportNumber
                }.first
                result.hitch(at: time, durationMs: duration)
            default:
                break
            }
        }
        return result
    }

    /// `value` as `timeline.jsonl` holds it (rounded to 3 decimals).
    static func logged(_ value: Double) -> Double {
        Double(JSONLine.number(value)) ?? value
    }

    private mutating func frame(_ index: Int, at time: Double) {
        guard index >= 0 else { return }
        if let frameLimit {
            guard index < frameLimit else { return }
        } else if index >= frameTimes.count {
            frameTimes += [Double](repeating: 0, count: index + 1 - frameTimes.count)
        }
        frameTimes[index] = time
    }

    private mutating func display(cell: Int, item: String, at time: Double) {
        episodes[cell] = (item, time, false)
    }

    private mutating func endDisplay(cell: Int) {
        if let episode = episodes.removeValue(forKey: cell), !episode.reached { neverCorrect += 1 }
    }

    private mutating func state(cell: Int, item: String, to: String?, at time: Double) {
        guard to == CellState.correct.rawValue, let episode = episodes[cell], episode.item == item, !episode.reached
        else {
            return
        }
        timeToCorrectMs.append(time - episode.start)
        episodes[cell]?.reached = true
    }

    private mutating func hitch(at time: Double, durationMs: Double?) {
        hitches = hitches ?? []
        hitches?.append(ChartData.Hitch(timeMs: time, durationMs: durationMs))
    }
}
