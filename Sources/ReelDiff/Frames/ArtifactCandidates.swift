/// The decoded images a comparison keeps, as its frames come in order, of the failing frames that
/// `FrameArtifacts.choose` may still pick with `limit`: the first `limit` failing frames, the worst so far of each of
/// the first `limit` runs of consecutive failing frames, and the worst so far overall. Whatever the comparison
/// finds later, the frames chosen are among them, so writing their images decodes nothing again; at most
/// `2 × limit + 1` frames' images are held at once.
struct ArtifactCandidates {
    /// The images of a frame that came from a video (a side drawn on demand or read from a PNG is nil: it is cheap
    /// to get again).
    typealias Images = (expected: PixelImage?, actual: PixelImage?)

    let limit: Int
    private(set) var kept: [Int: Images] = [:]
    private var first: [Int] = []
    private var worst: FrameResult?
    /// The worst frame so far of each of the first `limit` runs.
    private var runWorst: [FrameResult] = []
    private var runCount = 0
    private var lastFailing: Int?

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes the next compared frame (frames come in increasing order), keeping its images while it may be chosen.
    mutating func offer(_ frame: FrameResult, images: Images) {
        guard want(frame) else { return }
        keep(frame.index, images)
    }

    /// Takes the next frame (frames come in increasing order) whose pair repeats frame `first`'s pixels and so was
    /// not decoded: it shares `first`'s images while those are still kept. Otherwise, when it may be chosen, it has
    /// none, and writing its images decodes it again.
    mutating func offer(_ frame: FrameResult, repeating first: Int) {
        let images = kept[first]
        guard want(frame), let images else { return }
        keep(frame.index, images)
    }

    /// Updates the running choices with `frame`: whether it may now be chosen.
    private mutating func want(_ frame: FrameResult) -> Bool {
        guard limit > 0, frame.failed else { return false }
        var wanted = false
        if first.count < limit {
            first.append(frame.index)
            wanted = true
        }
        // `choose` breaks ties towards the earlier frame, so only a frame with strictly more different pixels wins.
        if worst.map({ frame.diff.differentPixels > $0.diff.differentPixels }) ?? true {
            worst = frame
            wanted = true
        }
        if let lastFailing, lastFailing == frame.index - 1 {
            if runCount <= limit, frame.diff.differentPixels > runWorst[runCount - 1].diff.differentPixels {
                runWorst[runCount - 1] = frame
                wanted = true
            }
        } else {
            runCount += 1
            if runCount <= limit {
                runWorst.append(frame)
                wanted = true
            }
        }
        lastFailing = frame.index
        return wanted
    }

    /// Keeps frame `index`'s images and drops those of frames that can no longer be chosen.
    private mutating func keep(_ index: Int, _ images: Images) {
        kept[index] = images
        let candidates = Set(first + runWorst.map(\.index) + (worst.map { [$0.index] } ?? []))
        for index in Array(kept.keys) where !candidates.contains(index) { kept[index] = nil }
    }
}
