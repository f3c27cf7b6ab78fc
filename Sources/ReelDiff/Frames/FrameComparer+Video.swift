import Foundation

extension FrameComparer {
    /// How many frames are decoded from a video before they are compared, several at a time.
    static let videoBatch = 8

    /// Compares frame sets of which one or both are compact goldens' videos or frames drawn on demand. Frames whose
    /// hashes match are settled by hash; only the others are decoded, in one pass of ffmpeg per video that skips
    /// converting the rest, or drawn, and compared a batch at a time, so memory stays a few frames whatever the
    /// video's length. A pair of frames whose pixels repeat an earlier pair's (`RepeatedPairs`: a screen that stood
    /// still, or came back to where it was) is neither decoded nor compared again: it has that pair's result.
    /// With `keeping`, the images decoded from videos of the frames `FrameArtifacts.choose` may pick are kept.
    func compareDecodingVideos(
        _ expected: FrameSet, _ actual: FrameSet, _ actualByIndex: [Int: FrameSet.Frame], keeping limit: Int?
    ) throws -> (results: [FrameResult], kept: [Int: ArtifactCandidates.Images]) {
        let pairs = expected.frames.map { ($0, actualByIndex[$0.index]!) }
        let needed = pairs.filter { a, b in a.pixelHash == nil || a.pixelHash != b.pixelHash }
        // A comparison writing images writes each failing frame's own, so compares every pair.
        let repeated = RepeatedPairs(needed, masks: options.masks, finding: artifacts == nil && findsRepeats)
        let distinct = repeated.distinct
        let readers = try [expected, actual].enumerated().map { side, set -> VideoFrameReader? in
            guard let video = set.video else { return nil }
            let numbers = distinct.compactMap { side == 0 ? $0.0.videoFrame : $0.1.videoFrame }
            guard !numbers.isEmpty else { return nil }
            return try VideoFrameReader(
                video: video.file, width: video.width, height: video.height, count: set.frames.count, frames: numbers,
                label: set.label, layout: .planarGBR)
        }
        let prefetch = VideoPrefetch(
            readers: readers, numbers: distinct.map { ($0.0.videoFrame, $0.1.videoFrame) }, depth: 2 * Self.videoBatch)
        defer { prefetch.finish() }
        var results: [Int: FrameResult] = [:]
        var candidates = limit.map { ArtifactCandidates(limit: $0) }
        // Every needed frame is offered to `candidates` in order: a first pair when compared, the repeats before it
        // then (the pairs they repeat come earlier, so have their results).
        var offered = 0
        func offerRepeats(before index: Int) {
            while offered < needed.count, needed[offered].0.index < index {
                let frame = needed[offered].0.index
                if let first = repeated.firstIndex(repeating: frame), var result = results[first] {
                    result.index = frame
                    results[frame] = result
                    candidates?.offer(result, repeating: first)
                }
                offered += 1
            }
        }
        var start = 0
        while start < distinct.count {
            let batch = Array(distinct[start..<min(start + Self.videoBatch, distinct.count)])
            start += batch.count
            var taken: [VideoPrefetch.Pair] = []
            for _ in batch {
                guard let pair = try prefetch.next() else {
                    throw DiffInputError(file: expected.label, message: "the videos ended early")
                }
                taken.append(pair)
            }
            let handed = taken
            let (drawA, drawB) = (expected.draw, actual.draw)
            let done = ParallelSlots.map(batch.count) {
                slot -> Result<(FrameResult, ArtifactCandidates.Images), any Error> in
                var cache = DecodeCache()
                return Result {
                    let (a, b) = batch[slot]
                    let fromVideos = (handed[slot].expected?.image(), handed[slot].actual?.image())
                    let imageA = try fromVideos.0 ?? drawA.map { try $0(a.index) }
                    let imageB = try fromVideos.1 ?? drawB.map { try $0(b.index) }
                    let drawn = (fromVideos.0 == nil && drawA != nil, fromVideos.1 == nil && drawB != nil)
                    return (try compare(a, b, cache: &cache, decoded: (imageA, imageB), drawn: drawn), fromVideos)
                }
            }
            for result in done {
                let (frame, images) = try result.get()
                offerRepeats(before: frame.index)
                results[frame.index] = frame
                candidates?.offer(frame, images: images)
                offered += 1
            }
        }
        offerRepeats(before: Int.max)
        let compared = pairs.map { a, _ in
            results[a.index]
                ?? FrameResult(index: a.index, status: .identical, fastPath: .hash, diff: .identical, pixelCount: 0)
        }
        return (compared, candidates?.kept ?? [:])
    }
}
