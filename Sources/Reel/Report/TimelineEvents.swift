import Foundation
import ReelCore
import ReelRender

/// What reports need from `timeline.jsonl`: frame times, hitches and time-to-correct episodes.
struct TimelineEvents {
    var frameTimes: [Double] = []
    /// nil when the log has no hitch records at all.
    var hitches: [ChartData.Hitch]?
    var timeToCorrectMs: [Double] = []
    var neverCorrect = 0

    /// Reads the relevant lines (frame, display, end-display, state, hitch); other events are skipped unparsed.
    static func read(_ url: URL, frames: Int) throws -> TimelineEvents {
        var result = TimelineEvents()
        result.frameTimes = [Double](repeating: 0, count: frames)
        var episodes: [Int: (item: String, start: Double, reached: Bool)] = [:]
        let wanted = ["\"event\":\"frame\"", "\"event\":\"display\"", "\"event\":\"end-display\"", "\"event\":\"state\"", "\"event\":\"hitch\""]
        for line in try RunRecord.text(url).split(separator: "\n") where wanted.contains(where: { line.contains($0) }) {
            guard case .object(let event) = try JSONValue.parse(Data(line.utf8), file: url.path),
                  let name = event["event"]?.reportString, let time = event["t_ms"]?.reportNumber
            else { continue }
            let cell = event["cell"]?.reportNumber.map { Int($0) } ?? -1
            let item = event["item"]?.reportString ?? ""
            switch name {
            case "frame":
                if let index = (event["index"] ?? event["frame"])?.reportNumber.map({ Int($0) }), index >= 0, index < frames {
                    result.frameTimes[index] = time
                }
            case "display":
                episodes[cell] = (item, time, false)
            case "end-display":
                if let episode = episodes.removeValue(forKey: cell), !episode.reached { result.neverCorrect += 1 }
            case "state":
                if event["to"]?.reportString == CellState.correct.rawValue, let episode = episodes[cell], episode.item == item, !episode.reached {
                    result.timeToCorrectMs.append(time - episode.start)
                    episodes[cell]?.reached = true
                }
            case "hitch":
                let duration = ["hitch_ms", "duration_ms", "ms"].lazy.compactMap { event[$0]?.reportNumber }.first
                result.hitches = (result.hitches ?? []) + [ChartData.Hitch(timeMs: time, durationMs: duration)]
            default:
                break
            }
        }
        return result
    }
}
