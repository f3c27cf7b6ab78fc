import Foundation
import Testing

@testable import ReelRender

@Suite struct AnimationPlanTests {
    /// A sequence of `count` frames in runs of the given lengths (files need not exist to plan).
    static func sequence(runs lengths: [Int]) -> FrameSequence {
        var runs: [FrameSequence.Run] = []
        var first = 0
        for length in lengths {
            runs.append(FrameSequence.Run(file: URL(fileURLWithPath: "/frames/f\(first)"), first: first, count: length))
            first += length
        }
        let files = (0..<first).map { index in runs.last { $0.first <= index }!.file }
        return FrameSequence(files: files, runs: runs)
    }

    @Test func boundsParseFramesAndTimes() {
        #expect(FrameBound(parsing: "30") == .frame(30))
        #expect(FrameBound(parsing: "1.5s") == .seconds(1.5))
        #expect(FrameBound(parsing: "800ms") == .seconds(0.8))
        #expect(FrameBound(parsing: "-1") == nil)
        #expect(FrameBound(parsing: "soon") == nil)
        #expect(FrameBound(parsing: "1.5") == nil)
        #expect(FrameBound.seconds(1.5).frameIndex(fps: 60) == 90)
    }

    @Test func fromAndToSelectFramesByNumberAndByTime() throws {
        let sequence = Self.sequence(runs: Array(repeating: 1, count: 120))  // 2 s at 60 fps, every frame new
        let byFrame = try AnimationPlan(sequence, options: AnimationOptions(fps: 60, from: .frame(30), to: .frame(90)))
        #expect(byFrame.range == 30..<90)
        #expect(byFrame.frames.count == 60)
        #expect(byFrame.frames.first?.source == 30 && byFrame.frames.last?.source == 89)
        #expect(byFrame.frames.first?.start == 0)
        let byTime = try AnimationPlan(
            sequence, options: AnimationOptions(fps: 60, from: .seconds(0.5), to: .seconds(1.5)))
        #expect(byTime.frames == byFrame.frames)
        #expect(byTime.milliseconds(byTime.totalUnits) == 1000)
        // `to` past the end stops at the last frame.
        let all = try AnimationPlan(sequence, options: AnimationOptions(fps: 60, to: .seconds(10)))
        #expect(all.range == 0..<120)
    }

    @Test func anEmptyOrOutsideRangeIsAnError() {
        let sequence = Self.sequence(runs: [10, 10])
        #expect(throws: AnimationError.self) {
            try AnimationPlan(sequence, options: AnimationOptions(from: .frame(20)))
        }
        #expect(throws: AnimationError.self) {
            try AnimationPlan(sequence, options: AnimationOptions(from: .frame(5), to: .frame(5)))
        }
        do {
            _ = try AnimationPlan(sequence, options: AnimationOptions(fps: 10, from: .seconds(3)))
            Issue.record("no error")
        } catch {
            #expect(error.path == "--from" && error.message.contains("20 frames, 2 s"), "\(error)")
        }
    }

    @Test func anOutputFrameRateSamplesAndMergesRepeats() throws {
        // 60 frames at 60 fps; runs of 10 identical frames. At 15 fps each output frame covers 4 source frames.
        let sequence = Self.sequence(runs: Array(repeating: 10, count: 6))
        let plan = try AnimationPlan(sequence, options: AnimationOptions(fps: 60, outputFPS: 15))
        #expect(plan.totalUnits == 15)
        #expect(plan.tickRate == 15)
        #expect(plan.frames.map(\.source) == [0, 12, 20, 32, 40, 52])
        #expect(plan.frames.map(\.units).reduce(0, +) == 15)
        #expect(plan.frames.map(\.start) == [0, 3, 5, 8, 10, 13])
        // Without an output rate, every run is one frame at the rendered rate.
        let every = try AnimationPlan(sequence, options: AnimationOptions(fps: 60))
        #expect(every.frames.map(\.units) == Array(repeating: 10, count: 6))
    }
}
