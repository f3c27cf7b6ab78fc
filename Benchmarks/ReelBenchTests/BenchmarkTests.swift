import Foundation
import ReelGraphics
import Testing

@testable import ReelBench

struct DecodeBenchmarkTests {
    @Test func measuresBothPathsOnASmallSample() throws {
        let jpeg = try SyntheticPhoto.jpeg(width: 640, height: 480)
        let measurement = try DecodeBenchmark.run(jpeg: jpeg, iterations: 1, thumbnailSize: 64)
        // 1/8 would give 80x60, short of 64 vertically: 1/4 is the smallest that covers.
        #expect(measurement.scaledWidth == 160 && measurement.scaledHeight == 120)
        #expect(measurement.width == 640 && measurement.height == 480 && measurement.jpegBytes == jpeg.count)
        #expect(measurement.scaledPerSecond > 0 && measurement.fullPerSecond > 0)
        #expect(measurement.description.contains("640x480"))
    }

    @Test func notAJPEGIsAFailure() {
        #expect(throws: DecodeBenchmark.Failure.self) { try DecodeBenchmark.run(jpeg: [1, 2, 3], iterations: 1) }
    }

    /// Prints timings; runs only with REEL_BENCH=1 (use a release build). Nothing is asserted.
    @Test(.enabled(if: Environment.benchmark)) func printout() throws {
        for grain in [7, 15, 31] {
            print(try DecodeBenchmark.run(iterations: 5, grain: grain))
        }
    }
}

struct PNGEncoderBenchmarkTests {
    @Test func sampleFrameRoundTripsAndEveryConfigurationIsMeasured() throws {
        let frame = try PNGEncoderBenchmark.sampleFrame()
        #expect(try PNGDecoder.decode(PNGEncoder().encode(frame).bytes) == frame.bitmap())
        let measurements = PNGEncoderBenchmark.run(surfaces: [frame], iterations: 1)
        #expect(measurements.count == PNGEncoderBenchmark.configurations.count + 1)
        #expect(measurements.allSatisfy { $0.bytes > 0 && $0.milliseconds >= $0.bestMilliseconds })
    }

    /// Prints timings; runs only with REEL_BENCH=1 (use a release build). Nothing is asserted.
    @Test(.enabled(if: Environment.benchmark)) func printout() throws {
        let frame = try PNGEncoderBenchmark.sampleFrame()
        for measurement in PNGEncoderBenchmark.run(surfaces: [frame], iterations: 15) {
            print("BENCH \(measurement)")
        }
    }
}

struct DiffBenchmarkTests {
    @Test func medianIsTheMiddleSample() throws {
        var calls = 0
        let ms = try DiffBenchmark.median(3) { calls += 1 }
        #expect(calls == 4)  // one warm-up and three timed runs
        #expect(ms >= 0)
    }

    @Test func theCheckFigureIsTheMedianOfPairedRatios() {
        let pairs = [(2400.0, 600.0), (2000.0, 1000.0), (2700.0, 900.0)].map {
            CheckBenchmark.Pair(renderMs: $0.0, checkMs: $0.1)
        }
        let summary = CheckBenchmark.Summary(pairs: pairs)
        #expect(summary.medianRatio == 3)
        #expect(summary.bestRenderMs == 2000 && summary.bestCheckMs == 600)
        // An even count takes the lower middle ratio: the figure never rounds up.
        #expect(
            CheckBenchmark.Summary(pairs: pairs + [CheckBenchmark.Pair(renderMs: 1000, checkMs: 1000)]).medianRatio == 2
        )
        let lines = CheckBenchmark.lines(summary, reel: "reel")
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix("render/check ms 2400/600, 2000/1000, 2700/900"))
        #expect(lines[1].hasSuffix("median of the pairs' ratios → check 3.00× faster (goal ≥ 3×)"))
        // With failing checks: their cost in renders, the upper middle of an even count.
        var timed = summary
        for (slot, failing) in [4800.0, 3000.0, 2700.0].enumerated() { timed.pairs[slot].failingMs = failing }
        #expect(timed.medianFailingRatio == 1.5)
        timed.pairs.append(CheckBenchmark.Pair(renderMs: 1000, checkMs: 500, failingMs: 4000))
        #expect(timed.medianFailingRatio == 2)
        let failingLines = CheckBenchmark.lines(timed, reel: "reel")
        #expect(failingLines.count == 3)
        #expect(failingLines[0].contains("render/check/failing ms 2400/600/4800"))
        #expect(failingLines[2].hasSuffix("median 2.00× its run's render (goal ≤ 1.5×)"))
    }

    @Test func aFolderWithoutFramesIsReportedNotMeasured() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-empty-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try DiffBenchmark.report(run: folder) == ["diff benchmark: no frames in \(folder.path)"])
    }
}
