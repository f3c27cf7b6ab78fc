import ReelGraphics

/// The frame pairs of a comparison whose pixels repeat an earlier pair's: the same expected pixels and the same
/// actual pixels (by the manifests' hashes) under the same masks, so comparing them again would give the same
/// result. A run repeats itself wherever its screen stands still (waiting for images, the end of a fling) or comes
/// back to where it was; on the quickstart, 164 of 473 frames.
struct RepeatedPairs {
    private struct Key: Hashable {
        let expected: String
        let actual: String
        let masks: [PixelRect]
    }

    /// The pairs to compare, in order: each first pair of its pixels.
    let distinct: [(FrameSet.Frame, FrameSet.Frame)]
    /// A repeated pair's expected frame number → the frame number of the first pair with its pixels.
    private let firsts: [Int: Int]

    /// Sorts `pairs` (in frame order) into first pairs and repeats; a pair with either hash unknown is never a repeat.
    /// Without `finding`, every pair is a first pair.
    init(_ pairs: [(FrameSet.Frame, FrameSet.Frame)], masks: [DiffMask], finding: Bool = true) {
        var seen: [Key: Int] = [:]
        var distinct: [(FrameSet.Frame, FrameSet.Frame)] = []
        var firsts: [Int: Int] = [:]
        for (a, b) in pairs {
            guard finding, let expected = a.pixelHash, let actual = b.pixelHash else {
                distinct.append((a, b))
                continue
            }
            let key = Key(expected: expected, actual: actual, masks: DiffMask.rects(masks, frame: a.index))
            if let first = seen[key] {
                firsts[a.index] = first
            } else {
                seen[key] = a.index
                distinct.append((a, b))
            }
        }
        self.distinct = distinct
        self.firsts = firsts
    }

    /// The frame number of the first pair with the pixels of frame `index`'s pair, when it repeats one.
    func firstIndex(repeating index: Int) -> Int? { firsts[index] }
}
