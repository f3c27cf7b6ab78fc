import Foundation
import ReelCore
import Testing

@testable import ReelDiff

/// The images a comparison keeps while its frames come in always include those of the frames `FrameArtifacts.choose`
/// picks once every frame is known, and never more than `2 × limit + 1` frames' images at a time.
@Suite struct ArtifactCandidatesTests {
    /// A frame result: failing with `pixels` different pixels, or identical when `pixels` is 0.
    static func frame(_ index: Int, _ pixels: Int) -> FrameResult {
        FrameResult(
            index: index, status: pixels > 0 ? .different : .identical, fastPath: nil,
            diff: PixelDiffResult(differentPixels: pixels, antialiasedPixels: 0, maskedPixels: 0, bounds: nil),
            pixelCount: 100)
    }

    @Test(arguments: [0, 1, 2, 3, 12])
    func theChosenFramesAreAlwaysKept(limit: Int) {
        var generator = SplitMix64(seed: UInt64(limit) + 7)
        for _ in 0..<300 {
            let count = Int(generator.next() % 60) + 1
            // Runs of failing frames with few distinct pixel counts, so that ties are common.
            let frames = (0..<count).map { index in
                Self.frame(index, generator.next() % 3 == 0 ? 0 : Int(generator.next() % 5) + 1)
            }
            var candidates = ArtifactCandidates(limit: limit)
            let image = PixelImage(width: 1, height: 1, pixels: [0])
            for frame in frames {
                candidates.offer(frame, images: (image, nil))
                #expect(candidates.kept.count <= 2 * limit + 1)
            }
            let chosen = FrameArtifacts.choose(frames.filter(\.failed), limit: limit)
            #expect(chosen.isSubset(of: Set(candidates.kept.keys)), "\(frames.map(\.diff.differentPixels))")
        }
    }

    /// A frame whose pair repeats an earlier pair's pixels was not decoded: it shares that pair's images while they
    /// are kept. A screen standing still (frames repeating the one before) keeps images for every frame chosen; a
    /// chosen frame without images is always a repeat whose first pair's images had gone, never a frame compared.
    @Test(arguments: [1, 2, 12])
    func repeatsShareTheirFirstPairsImages(limit: Int) {
        var still = ArtifactCandidates(limit: limit)
        let image = PixelImage(width: 1, height: 1, pixels: [42])
        still.offer(Self.frame(0, 7), images: (image, nil))
        for index in 1..<5 { still.offer(Self.frame(index, 7), repeating: 0) }
        let stillChosen = FrameArtifacts.choose((0..<5).map { Self.frame($0, 7) }, limit: limit)
        for index in stillChosen { #expect(still.kept[index]?.expected == image, "frame \(index)") }

        var generator = SplitMix64(seed: UInt64(limit) + 99)
        for _ in 0..<300 {
            let count = Int(generator.next() % 60) + 1
            var frames: [FrameResult] = []
            var firsts: [Int: Int] = [:]
            var candidates = ArtifactCandidates(limit: limit)
            for index in 0..<count {
                let failing = frames.filter(\.failed)
                if let earlier = failing.randomElement(using: &generator), generator.next() % 3 == 0 {
                    let first = firsts[earlier.index] ?? earlier.index
                    firsts[index] = first
                    let frame = Self.frame(index, earlier.diff.differentPixels)
                    frames.append(frame)
                    candidates.offer(frame, repeating: first)
                } else {
                    let frame = Self.frame(index, generator.next() % 3 == 0 ? 0 : Int(generator.next() % 5) + 1)
                    frames.append(frame)
                    candidates.offer(frame, images: (PixelImage(width: 1, height: 1, pixels: [UInt32(index)]), nil))
                }
                #expect(candidates.kept.count <= 2 * limit + 1)
            }
            for index in FrameArtifacts.choose(frames.filter(\.failed), limit: limit) {
                let first = firsts[index] ?? index
                if let kept = candidates.kept[index] {
                    #expect(kept.expected?.pixels == [UInt32(first)])
                } else {
                    #expect(firsts[index] != nil, "frame \(index) was compared, so its images must be kept")
                }
            }
        }
    }
}
