import Foundation
import ReelGraphics
import Synchronization
import Testing

@testable import ReelDiff

/// A pair of frames whose pixels repeat an earlier pair's is neither drawn (or decoded) nor compared again: the
/// results, and the images kept for the failing frames' artifacts, are those of comparing every pair.
@Suite struct RepeatedPairsTests {
    /// A 24 × 16 image: a flat colour with a band of `band` across it.
    static func image(_ colour: UInt32, band: UInt32) -> PixelImage {
        let pixels = (0..<(24 * 16)).map { index in 0xFF00_0000 | ((index / 24) % 5 == 2 ? band : colour) }
        return PixelImage(width: 24, height: 16, pixels: pixels)
    }

    /// How many frames were drawn, from any thread.
    final class Draws: Sendable {
        let count = Mutex(0)
    }

    /// A set of frames drawn on demand from `images` (frame N is `images[N]`), counting the draws in `draws`.
    static func drawn(_ images: [PixelImage], draws: Draws) -> FrameSet {
        let frames = images.enumerated().map { index, image in
            FrameSet.Frame(
                index: index, file: URL(fileURLWithPath: "/frame-\(index).png"), pixelHash: image.rgbHash())
        }
        var set = FrameSet(label: "drawn", frames: frames, isSingleImage: false, manifest: nil, video: nil)
        set.draw = { index in
            draws.count.withLock { $0 += 1 }
            return images[index]
        }
        return set
    }

    @Test(arguments: [nil, 1, 3] as [Int?])
    func repeatsHaveTheResultsOfComparingEveryPair(keeping limit: Int?) throws {
        // Frames 0, 1, 3 and 5 repeat one pair; 2 and 4 another, but frame 4 has a mask of its own; 6 matches.
        let a = Self.image(0x10_2030, band: 0x40_5060)
        let b = Self.image(0x10_2030, band: 0x40_5061)
        let c = Self.image(7, band: 9)
        let expected = [a, a, c, a, c, a, a]
        let actual = [b, b, a, b, a, b, a]
        var options = DiffOptions()
        options.masks = [DiffMask(rect: PixelRect(x: 0, y: 0, width: 4, height: 4), frames: 4...4)]
        func compare(findingRepeats: Bool) throws -> (
            (results: [FrameResult], kept: [Int: ArtifactCandidates.Images]), Int
        ) {
            let draws = Draws()
            var comparer = FrameComparer(options: options)
            comparer.findsRepeats = findingRepeats
            let compared = try comparer.compare(
                expected: Self.drawn(expected, draws: draws), actual: Self.drawn(actual, draws: draws), keeping: limit)
            return (compared, draws.count.withLock { $0 })
        }
        let (once, fewerDraws) = try compare(findingRepeats: true)
        let (every, allDraws) = try compare(findingRepeats: false)
        #expect(once.results == every.results)
        #expect(once.results.filter(\.failed).map(\.index) == [0, 1, 2, 3, 4, 5], "\(once.results.map(\.status))")
        #expect(once.kept.keys.sorted() == every.kept.keys.sorted())
        for (index, images) in every.kept {
            #expect(once.kept[index]?.expected == images.expected && once.kept[index]?.actual == images.actual)
        }
        // Frame 6 is settled by hash; of the other six pairs, three are distinct (frame 4's mask makes it one).
        #expect(allDraws == 2 * 6 && fewerDraws == 2 * 3)
    }
}
