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
}
