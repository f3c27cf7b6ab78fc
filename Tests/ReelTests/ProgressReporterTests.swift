import Foundation
import Synchronization
import Testing

@testable import Reel

/// A clock the test moves by hand and a sink that keeps what was written.
private final class Recorder: Sendable {
    let time = Mutex(0.0)
    let text = Mutex("")

    func reporter(style: ProgressStyle, total: Int?, estimated: Bool = false) -> ProgressReporter {
        ProgressReporter(
            label: "render", total: total, estimated: estimated, style: style,
            output: { chunk in self.text.withLock { $0 += chunk } }, now: { self.time.withLock { $0 } }
        )
    }

    func at(_ seconds: Double) { time.withLock { $0 = seconds } }
    var output: String { text.withLock { $0 } }
}

@Suite struct ProgressReporterTests {
    @Test func aBarShowsFramesRateAndETAAndIsErasedAtTheEnd() {
        let recorder = Recorder()
        let progress = recorder.reporter(style: .bar, total: 100, estimated: true)
        progress.update(1)
        recorder.at(1)
        progress.update(50)
        recorder.at(1.05)
        progress.update(51)  // throttled: under 0.1 s since the last draw
        progress.finish()
        let output = recorder.output
        #expect(output.hasPrefix("\rrender "))
        #expect(output.contains("50/~100 frames  50.0 frames/s  ETA 1 s"))
        #expect(!output.contains("51/~100 frames  50.0"))
        #expect(output.contains("51/~100 frames"))  // the final state, drawn by finish()
        #expect(output.hasSuffix("\r\u{1B}[K"))
        #expect(!output.contains("\n"))
    }

    @Test func logsGetALineEveryIntervalAndNothingWhenQuiet() {
        let recorder = Recorder()
        let progress = recorder.reporter(style: .lines(interval: 5), total: nil)
        for second in 0...12 {
            recorder.at(Double(second))
            progress.update(second * 10)
        }
        progress.finish()
        #expect(recorder.output == "reel render: 50 frames, 10.0 frames/s\nreel render: 100 frames, 10.0 frames/s\n")

        let quiet = Recorder()
        let silent = quiet.reporter(style: .none, total: 10)
        silent.update(5)
        silent.finish()
        #expect(quiet.output.isEmpty)
        #expect(ProgressStyle.automatic(quiet: true) == .none)
    }

    @Test func anEstimateThatIsPassedStopsPromisingAnETA() {
        let recorder = Recorder()
        let progress = recorder.reporter(style: .lines(interval: 1), total: 10, estimated: true)
        progress.update(0)
        recorder.at(2)
        progress.update(20)
        #expect(recorder.output == "reel render: 20 frames, 10.0 frames/s\n")
        #expect(ProgressReporter.duration(75) == "1:15" && ProgressReporter.duration(3725) == "1:02:05")
    }
}
