import CPixelOps
import Foundation
import ReelFiles

/// Decodes frames of a compact golden's video one at a time, as ffmpeg produces them (at most one frame in memory
/// here, whatever the video's length): every frame, or only the frames asked for.
package final class VideoFrameReader {
    /// One decoded frame: its number in the video and its packed 8-bit RGB rows.
    package struct RGBFrame: Sendable {
        package var index: Int
        package var rgb: [UInt8]
    }

    /// How ffmpeg hands the frames over (three bytes a pixel either way).
    package enum Layout: Sendable {
        /// Packed 8-bit R, G, B bytes (`rgb24`): what `nextRGB()` gives and manifests hash.
        case packedRGB
        /// The decoder's own planes, green, blue, red (`gbrp`): ffmpeg copies them without converting, and `next()`
        /// interleaves them into an image in one SIMD pass.
        case planarGBR

        var ffmpegName: String { self == .packedRGB ? "rgb24" : "gbrp" }
    }

    private let process: FFmpegProcess
    private let layout: Layout
    private let label: String
    private let wanted: [Int]?
    private let width: Int
    private let height: Int
    private var position = 0
    /// Whether ffmpeg gives every frame (the reader skips those not wanted) rather than only the wanted ones.
    private let skipping: Bool
    /// The number of the next frame ffmpeg gives, when it gives every frame.
    private var decoded = 0
    private var finished = false

    /// Starts decoding `video`, whose `count` frames are `width` × `height`: the frames numbered `frames` (sorted,
    /// from 0), or all of them when nil, handed over as `layout` says. `label` names the video in errors. The video
    /// must be a regular file, not a link (a manifest's file names stay inside its folder, so the video is in it),
    /// of at most `maxBytes(width:height:count:)`: checked before ffmpeg opens it, so a FIFO cannot block the
    /// decode and a padded video is refused before it is read.
    package init(
        video: URL, width: Int, height: Int, count: Int, frames: [Int]?, label: String, layout: Layout = .packedRGB
    ) throws(DiffInputError) {
        let limit = Self.maxBytes(width: width, height: height, count: count)
        if let refusal = RegularFile.refusal(of: video.path, limit: limit, followingLinks: false) {
            let message =
                if refusal.isMissing {
                    "missing from the golden (its manifest names it)"
                } else if refusal.cause == .open(ELOOP) {
                    "is a symbolic link: a golden's video must be a file in it"
                } else if refusal.exceededLimit {
                    "is larger than \(limit) bytes, more than \(count) lossless \(width)×\(height) frames take"
                } else { refusal.reason }
            throw DiffInputError(file: video.path, message: message)
        }
        guard let ffmpeg = GoldenVideo.ffmpeg() else { throw GoldenVideo.missing(label) }
        self.label = label
        self.layout = layout
        self.width = width
        self.height = height
        let unique = frames.map { Array(Set($0)).sorted() }
        wanted = unique
        let arguments = GoldenVideo.decodeArguments(video: video.path, frames: unique, pixelFormat: layout.ffmpegName)
        skipping = unique != nil && !arguments.contains("-vf")
        process = FFmpegProcess(
            ffmpeg: ffmpeg, arguments: arguments, frames: unique?.last.map { $0 + 1 } ?? count, width: width,
            height: height, input: false, output: true)
        try process.start(label: label)
    }

    deinit { if !finished { process.stop() } }

    /// The largest video of `count` lossless frames of `width` × `height` reel reads: twice their raw RGB bytes and
    /// a mebibyte (a lossless codec's worst case, noise, stays close to the raw size).
    package static func maxBytes(width: Int, height: Int, count: Int) -> Int {
        let raw = width.multipliedReportingOverflow(by: height).partialValue.multipliedReportingOverflow(by: 3 * count)
        return raw.overflow ? Int.max : raw.partialValue.multipliedReportingOverflow(by: 2).partialValue + (1 << 20)
    }

    /// The next frame as packed RGB rows (a reader made with `.packedRGB`), or nil after the last one. A video that
    /// ends early, fails to decode or yields frames of another size is an error naming it.
    package func nextRGB() throws(DiffInputError) -> RGBFrame? {
        precondition(layout == .packedRGB, "nextRGB() reads packed RGB frames")
        return try nextBytes()
    }

    /// The next frame's bytes, as `layout` lays them out.
    private func nextBytes() throws(DiffInputError) -> RGBFrame? {
        guard !finished else { return nil }
        if let wanted, position == wanted.count {
            finish()
            return nil
        }
        if skipping, let wanted {
            while decoded < wanted[position] {
                guard process.read(exactly: width * height * 3) != nil else { return try ended() }
                decoded += 1
            }
            decoded += 1
        }
        guard let rgb = process.read(exactly: width * height * 3) else { return try ended() }
        defer { position += 1 }
        return RGBFrame(index: wanted?[position] ?? position, rgb: rgb)
    }

    /// ffmpeg's output ended: nil after the last frame, else the error saying why it ended early.
    private func ended() throws(DiffInputError) -> RGBFrame? {
        let status = process.finish()
        finished = true
        if status != 0 { throw process.failure(label, doing: "decode the golden video") }
        if let wanted {
            throw DiffInputError(
                file: label, message: "the golden video ends before frame \(wanted[position]) (corrupt or cut)")
        }
        return nil
    }

    /// A frame as ffmpeg handed it over, not yet an image: `image()` converts it, on whichever thread compares it,
    /// so that the thread reading ffmpeg's output only reads.
    package struct HandedFrame: Sendable {
        /// The frame's number in the video.
        package var index: Int
        let bytes: [UInt8]
        let width: Int
        let height: Int
        let layout: Layout

        /// The frame as an image to compare.
        package func image() -> PixelImage {
            switch layout {
            case .packedRGB: PixelImage(width: width, height: height, rgb: bytes)
            case .planarGBR: PixelImage(width: width, height: height, gbrPlanes: bytes)
            }
        }
    }

    /// The next frame, as ffmpeg handed it over, or nil after the last one.
    package func nextHanded() throws(DiffInputError) -> HandedFrame? {
        guard let frame = try nextBytes() else { return nil }
        return HandedFrame(index: frame.index, bytes: frame.rgb, width: width, height: height, layout: layout)
    }

    /// The next frame as an image to compare.
    package func next() throws(DiffInputError) -> (index: Int, image: PixelImage)? {
        guard let frame = try nextHanded() else { return nil }
        return (frame.index, frame.image())
    }

    /// Stops decoding (no more frames are needed).
    package func finish() {
        guard !finished else { return }
        finished = true
        process.stop()
    }
}

extension PixelImage {
    /// An opaque image from packed 8-bit RGB rows.
    package init(width: Int, height: Int, rgb: [UInt8]) {
        precondition(rgb.count == width * height * 3, "RGB byte count does not match the size")
        let count = width * height
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { target, initialized in
            rgb.withUnsafeBufferPointer { source in
                if let from = source.baseAddress, let to = target.baseAddress { reel_rgb_to_argb(from, to, count) }
            }
            initialized = count
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// An opaque image from three planes of 8-bit samples, green, blue then red (ffmpeg's `gbrp`).
    init(width: Int, height: Int, gbrPlanes planes: [UInt8]) {
        let count = width * height
        precondition(planes.count == count * 3, "plane byte count does not match the size")
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { target, initialized in
            planes.withUnsafeBufferPointer { source in
                if let g = source.baseAddress, let to = target.baseAddress {
                    reel_gbr_planes_to_argb(g, g + count, g + 2 * count, to, count)
                }
            }
            initialized = count
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}
