import Foundation

/// Compares the frames of two sets: hashes first, then file bytes, then decoded pixels, and only then pixel by pixel.
package struct FrameComparer: Sendable {
    package var options: DiffOptions
    package var artifacts: FrameArtifacts?
    /// Whether a pair of frames repeating an earlier pair's pixels takes that pair's result (`RepeatedPairs`) instead
    /// of being compared again: the same results either way (a test compares them).
    var findsRepeats = true

    /// A comparer writing failing frames' images to `artifacts` (none when nil).
    package init(options: DiffOptions, artifacts: FrameArtifacts? = nil) {
        self.options = options
        self.artifacts = artifacts
    }

    /// Compares every frame of `expected` with the same-numbered frame of `actual`. Missing frames, unreadable PNGs
    /// and size mismatches are `DiffInputError`s; an output folder that cannot be written is rethrown as is.
    package func compare(expected: FrameSet, actual: FrameSet) throws -> [FrameResult] {
        try compare(expected: expected, actual: actual, keeping: nil).results
    }

    /// Compares as `compare(expected:actual:)` does and, given `keeping` (an artifact bound), keeps the images decoded
    /// from videos of the failing frames `FrameArtifacts.choose` may pick with it (`ArtifactCandidates`).
    func compare(expected: FrameSet, actual: FrameSet, keeping limit: Int?) throws -> (
        results: [FrameResult], kept: [Int: ArtifactCandidates.Images]
    ) {
        guard expected.isSingleImage == actual.isSingleImage else {
            let file = expected.isSingleImage ? actual.label : expected.label
            throw DiffInputError(
                file: file,
                message:
                    "expected \(expected.isSingleImage ? "a PNG" : "a folder of frames") "
                    + "like \(expected.isSingleImage ? expected.label : actual.label)"
            )
        }
        let actualByIndex = Dictionary(actual.frames.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        let expectedIndices = Set(expected.frames.map(\.index))
        if let missing = expected.frames.first(where: { actualByIndex[$0.index] == nil }) {
            throw DiffInputError(
                file: actual.label,
                message:
                    "frame \(missing.index) is missing "
                    + "(\(expected.label) has \(expected.frames.count) frames, this has \(actual.frames.count))"
            )
        }
        if let extra = actual.frames.first(where: { !expectedIndices.contains($0.index) }) {
            throw DiffInputError(
                file: expected.label,
                message:
                    "frame \(extra.index) is missing "
                    + "(\(actual.label) has \(actual.frames.count) frames, this has \(expected.frames.count))"
            )
        }
        if expected.video != nil || actual.video != nil || expected.draw != nil || actual.draw != nil {
            return try compareDecodingVideos(expected, actual, actualByIndex, keeping: limit)
        }
        let frames = expected.frames
        guard artifacts == nil, frames.count > 1 else {
            var cache = DecodeCache()
            return (try frames.map { frame in try compare(frame, actualByIndex[frame.index]!, cache: &cache) }, [:])
        }
        // Without images to write, frames are independent: several pairs at a time keep every core busy through the
        // parts of one pair that run on one thread (reading, the identical-pixels check, the hand-over between decoding
        // and comparing). Each pair then runs on its own thread from reading to counting: splitting it again (two
        // decodes, two bands) would only make the threads wait for each other, which on a loaded machine costs more
        // than it saves. Results keep the frames' order; the first error in that order is the one thrown.
        let results = ParallelSlots.map(frames.count) { slot -> Result<FrameResult, any Error> in
            var cache = DecodeCache(parallel: false)
            return Result { try compare(frames[slot], actualByIndex[frames[slot].index]!, cache: &cache) }
        }
        return (try results.map { try $0.get() }, [:])
    }

    /// Compares two frames.
    package func compare(_ expected: FrameSet.Frame, _ actual: FrameSet.Frame) throws -> FrameResult {
        var cache = DecodeCache()
        return try compare(expected, actual, cache: &cache)
    }

    /// Compares two frames; `decoded` holds either side's image when it came from a video or was drawn (no PNG to
    /// read), `drawn` says which side was drawn. A failing side that has no PNG is kept as reel writes a run's frames
    /// (`pngBytes`). A side read from a file (a PNG or a video) whose manifest gives its pixel hash is checked against
    /// it before it is compared: a file that does not hold what its manifest says is a corrupt golden (`DiffInputError`
    /// naming the file), never a pass.
    func compare(
        _ expected: FrameSet.Frame, _ actual: FrameSet.Frame, cache: inout DecodeCache,
        decoded: (expected: PixelImage?, actual: PixelImage?) = (nil, nil),
        drawn: (expected: Bool, actual: Bool) = (false, false)
    ) throws -> FrameResult {
        let index = expected.index
        if let a = expected.pixelHash, a == actual.pixelHash {
            return FrameResult(index: index, status: .identical, fastPath: .hash, diff: .identical, pixelCount: 0)
        }
        let bytesA = decoded.expected == nil ? try cache.bytes(expected.file) : nil
        let bytesB = decoded.actual == nil ? try cache.bytes(actual.file) : nil
        // Equal files whose manifests give different hashes: one manifest is wrong, which the decode below tells.
        let hashesDisagree = expected.pixelHash != nil && actual.pixelHash != nil
        if let bytesA, bytesA == bytesB, !hashesDisagree {
            return FrameResult(
                index: index, status: .identical, fastPath: .bytes, diff: .identical,
                pixelCount: PNGFrameReader.size(bytesA).map { $0.width * $0.height } ?? 0)
        }
        let size = { (bytes: [UInt8]?, image: PixelImage?) in
            bytes.flatMap(PNGFrameReader.size) ?? image.map { ($0.width, $0.height) }
        }
        if let sizeA = size(bytesA, decoded.expected), let sizeB = size(bytesB, decoded.actual), sizeA != sizeB {
            throw Self.sizeMismatch(expected.file, sizeA, actual.file, sizeB)
        }
        let imageA: PixelImage
        let imageB: PixelImage
        switch (bytesA, bytesB) {
        case (let bytesA?, let bytesB?):
            (imageA, imageB) = try cache.decode(expected.file, bytesA, actual.file, bytesB)
        default:
            imageA = try decoded.expected ?? PNGFrameReader.decode(bytesA ?? [], name: expected.file.path)
            imageB = try decoded.actual ?? PNGFrameReader.decode(bytesB ?? [], name: actual.file.path)
        }
        if !drawn.expected { try Self.verify(imageA, of: expected) }
        if !drawn.actual { try Self.verify(imageB, of: actual) }
        guard imageA.width == imageB.width, imageA.height == imageB.height else {
            throw Self.sizeMismatch(
                expected.file, (imageA.width, imageA.height), actual.file, (imageB.width, imageB.height))
        }
        if imageA.hasSameRGB(as: imageB) {
            return FrameResult(
                index: index, status: .identical, fastPath: .pixels, diff: .identical, pixelCount: imageA.count)
        }
        let masks = DiffMask.rects(options.masks, frame: index)
        var diffImage: PixelImage?
        let result: PixelDiffResult
        if artifacts != nil {
            var pixels = [UInt32](repeating: 0, count: imageA.count)
            result = pixels.withUnsafeMutableBufferPointer { output in
                PixelMatch.compare(
                    imageA, imageB, threshold: options.threshold, includeAA: options.includeAA, masks: masks,
                    output: output)
            }
            diffImage = PixelImage(width: imageA.width, height: imageA.height, pixels: pixels)
        } else {
            result = PixelMatch.compare(
                imageA, imageB, threshold: options.threshold, includeAA: options.includeAA, masks: masks,
                bands: cache.parallel ? nil : 1)
        }
        let failed = result.differentPixels > options.allowedDifferences(pixelCount: imageA.count)
        var frame = FrameResult(
            index: index, status: failed ? .different : .match, fastPath: nil, diff: result, pixelCount: imageA.count)
        if failed, let artifacts, let diffImage {
            let keep = artifacts.keepExpectedAndActual
            frame.diffImage = try artifacts.write(
                index: index, diff: diffImage,
                expected: keep ? bytesA ?? imageA.pngBytes() : [],
                actual: keep ? bytesB ?? imageB.pngBytes() : [])
        }
        return frame
    }

    /// Throws when `frame`'s manifest gives a pixel hash that `image`, read from its file, does not have.
    static func verify(_ image: PixelImage, of frame: FrameSet.Frame) throws(DiffInputError) {
        guard let hash = frame.pixelHash, image.rgbHash() != hash else { return }
        throw DiffInputError(file: frame.file.path, message: GoldenVerification.corruptFrame(frame.index))
    }

    static func sizeMismatch(_ a: URL, _ sizeA: (width: Int, height: Int), _ b: URL, _ sizeB: (width: Int, height: Int))
        -> DiffInputError
    {
        DiffInputError(
            file: b.path,
            message:
                "is \(sizeB.width)×\(sizeB.height) but \(a.path) is \(sizeA.width)×\(sizeA.height) "
                + "(frames must be the same size)"
        )
    }
}

/// The last file read and decoded on each side (a golden's repeated frames share one file).
struct DecodeCache {
    /// Whether one pair's two decodes (and its comparison, in bands) may run on two threads.
    let parallel: Bool
    private var bytes: [URL: [UInt8]] = [:]
    private var images: [URL: PixelImage] = [:]

    init(parallel: Bool = true) { self.parallel = parallel }

    mutating func bytes(_ url: URL) throws(DiffInputError) -> [UInt8] {
        if let cached = bytes[url] { return cached }
        let data = try PNGFrameReader.bytes(of: url, name: url.path)
        if bytes.count >= 4 { bytes.removeAll(keepingCapacity: true) }
        bytes[url] = data
        return data
    }

    /// Decodes both files, in parallel when neither is cached.
    mutating func decode(_ urlA: URL, _ a: [UInt8], _ urlB: URL, _ b: [UInt8]) throws(DiffInputError) -> (
        PixelImage, PixelImage
    ) {
        if images.count >= 4 { images.removeAll(keepingCapacity: true) }
        switch (images[urlA], images[urlB]) {
        case (let imageA?, let imageB?): return (imageA, imageB)
        case (let imageA?, nil):
            images[urlB] = try PNGFrameReader.decode(b, name: urlB.path)
            return (imageA, images[urlB]!)
        case (nil, let imageB?):
            images[urlA] = try PNGFrameReader.decode(a, name: urlA.path)
            return (images[urlA]!, imageB)
        case (nil, nil):
            let (imageA, imageB) =
                parallel
                ? try PNGFrameReader.decodePair(a, name: urlA.path, b, name: urlB.path)
                : (try PNGFrameReader.decode(a, name: urlA.path), try PNGFrameReader.decode(b, name: urlB.path))
            images[urlA] = imageA
            images[urlB] = imageB
            return (imageA, imageB)
        }
    }
}
