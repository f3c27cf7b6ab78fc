import Foundation
import ReelCore

/// Decodes frames of a compact golden's video one at a time, as ffmpeg produces them (at most one frame in memory
/// here, whatever the video's length): every frame, or only the frames asked for.
package final class VideoFrameReader {
    /// One decoded frame: its number in the video and its packed 8-bit RGB rows.
    package struct RGBFrame: Sendable {
        package var index: Int
        package var rgb: [UInt8]
    }

    private let process: FFmpegProcess
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

    /// Starts decoding `video`, whose frames are `width` × `height`: the frames numbered `frames` (sorted, from 0),
    /// or all of them when nil. `label` names the video in errors.
    package init(video: URL, width: Int, height: Int, frames: [Int]?, label: String) throws(DiffInputError) {
        guard let ffmpeg = GoldenVideo.ffmpeg() else { throw GoldenVideo.missing(label) }
        guard FileManager.default.isReadableFile(atPath: video.path) else {
            throw DiffInputError(file: video.path, message: "missing from the golden (its manifest names it)")
        }
        self.label = label
        self.width = width
        self.height = height
        let unique = frames.map { Array(Set($0)).sorted() }
        wanted = unique
        let arguments = GoldenVideo.decodeArguments(video: video.path, frames: unique)
        skipping = unique != nil && !arguments.contains("-vf")
        process = FFmpegProcess(ffmpeg: ffmpeg, arguments: arguments)
        do {
            try process.start(input: false, output: true)
        } catch {
            throw DiffInputError(file: label, message: "cannot run \(ffmpeg.path): \(error)")
        }
    }

    deinit { if !finished { process.stop() } }

    /// The next frame, or nil after the last one. A video that ends early, fails to decode or yields frames of
    /// another size is an error naming it.
    package func nextRGB() throws(DiffInputError) -> RGBFrame? {
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

    /// The next frame as an image to compare.
    package func next() throws(DiffInputError) -> (index: Int, image: PixelImage)? {
        guard let frame = try nextRGB() else { return nil }
        return (frame.index, PixelImage(width: width, height: height, rgb: frame.rgb))
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
        var pixels = [UInt32](repeating: 0, count: width * height)
        rgb.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for i in 0..<target.count {
                    target[i] =
                        0xFF00_0000 | UInt32(source[i * 3]) << 16 | UInt32(source[i * 3 + 1]) << 8
                        | UInt32(source[i * 3 + 2])
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}
