import Foundation

extension FrameComparer {
    /// How many frames are decoded from a video before they are compared, several at a time.
    static let videoBatch = 8

    /// Compares frame sets of which one or both are compact goldens' videos or frames drawn on demand. Frames whose
    /// hashes match are settled by hash; only the others are decoded, in one pass of ffmpeg per video that skips
    /// converting the rest, or drawn, and compared a batch at a time, so memory stays a few frames whatever the
    /// video's length.
    /// With `keeping`, the images decoded from videos of the frames `FrameArtifacts.choose` may pick are kept.
    func compareDecodingVideos(
        _ expected: FrameSet, _ actual: FrameSet, _ actualByIndex: [Int: FrameSet.Frame], keeping limit: Int?
    ) throws -> (results: [FrameResult], kept: [Int: ArtifactCandidates.Images]) {
        let pairs = expected.frames.map { ($0, actualByIndex[$0.index]!) }
        let needed = pairs.filter { a, b in a.pixelHash == nil || a.pixelHash != b.pixelHash }
        let readers = try [expected, actual].enumerated().map { side, set -> VideoFrameReader? in
            guard let video = set.video else { return nil }
            let numbers = needed.compactMap { side == 0 ? $0.0.videoFrame : $0.1.videoFrame }
            guard !numbers.isEmpty else { return nil }
            return try VideoFrameReader(
                video: video.file, width: video.width, height: video.height, count: set.frames.count, frames: numbers,
                label: set.label, layout: .planarGBR)
        }
        let prefetch = VideoPrefetch(
            readers: readers, numbers: needed.map { ($0.0.videoFrame, $0.1.videoFrame) }, depth: 2 * Self.videoBatch)
        defer { prefetch.finish() }
        var results: [Int: FrameResult] = [:]
        var candidates = limit.map { ArtifactCandidates(limit: $0) }
        var start = 0
        while start < needed.count {
            let batch = Array(needed[start..<min(start + Self.videoBatch, needed.count)])
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
                results[frame.index] = frame
                candidates?.offer(frame, images: images)
            }
        }
        let compared = pairs.map { a, _ in
            results[a.index]
                ?? FrameResult(index: a.index, status: .identical, fastPath: .hash, diff: .identical, pixelCount: 0)
        }
        return (compared, candidates?.kept ?? [:])
    }
}
