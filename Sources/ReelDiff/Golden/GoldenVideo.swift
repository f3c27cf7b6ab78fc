import Foundation
import ReelFiles
import ReelGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A compact golden's frames: one lossless H.264 RGB video (`libx264rgb -qp 0` in Matroska), written and read by
/// running the `ffmpeg` program. reel runs ffmpeg rather than linking libavcodec, so x264's GPL never applies to
/// reel itself. Every frame decodes to exactly the RGB bytes that were encoded (see docs/goldens.md for the
/// measurements that chose this codec).
package enum GoldenVideo {
    /// The video's file name in a golden folder.
    package static let fileName = "frames.mkv"
    /// The encoder named in the manifest.
    package static let codec = "libx264rgb"

    /// The `ffmpeg` to run: `REEL_FFMPEG` when set, else the first on PATH.
    package static func ffmpeg(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        FFmpegProgram.find(environment: environment)
    }

    /// The error when ffmpeg cannot be found.
    static func missing(_ file: String) -> DiffInputError {
        DiffInputError(
            file: file,
            message:
                "compact goldens need ffmpeg, which is not on PATH "
                + "(install it: apt-get install ffmpeg, or brew install ffmpeg; or set REEL_FFMPEG)",
            isToolFailure: true)
    }

    /// x264's speed for size trade: goldens are written rarely and kept in git (`medium`, the smallest that encodes
    /// in reasonable time); a failing check's run is written on every failure and thrown away (`superfast`: as small
    /// as `veryfast` on reel's frames for three quarters of its CPU time; `ultrafast` doubles the size).
    package enum Preset: String, Sendable {
        case golden = "medium"
        case artifact = "superfast"
    }

    /// ffmpeg's arguments to encode PNG frames read from standard input into `output`. One encoder thread count
    /// and bit-exact muxing, so the same frames give the same file with the same x264.
    static func encodeArguments(output: String, preset: Preset = .golden) -> [String] {
        [
            "-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-f", "image2pipe", "-c:v", "png",
            "-framerate", "60", "-i", "-", "-c:v", codec, "-qp", "0", "-preset", preset.rawValue, "-pix_fmt", "rgb24",
            "-threads", "2", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-f", "matroska",
            output,
        ]
    }

    /// ffmpeg's arguments to encode packed 8-bit RGB frames of `width` × `height` read from standard input.
    static func encodeRGBArguments(width: Int, height: Int, output: String, preset: Preset) -> [String] {
        let input = ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "\(width)x\(height)", "-framerate", "60"]
        var arguments = encodeArguments(output: output, preset: preset)
        let start = arguments.firstIndex(of: "image2pipe")! - 1
        arguments.replaceSubrange(start..<(start + 6), with: input)
        return arguments
    }

    /// Encodes `count` frames of packed 8-bit RGB, frame N given by `frame(N)`, into `output`. Each frame's RGB must
    /// hash to `pixels[N]` (a wrong source is an error, never a video of other pixels).
    package static func encode(
        count: Int, width: Int, height: Int, pixels: [String], to output: URL, label: String,
        preset: Preset = .artifact, frame: (Int) throws -> [UInt8]
    ) throws {
        guard let ffmpeg = ffmpeg() else { throw missing(label) }
        let process = FFmpegProcess(
            ffmpeg: ffmpeg,
            arguments: encodeRGBArguments(width: width, height: height, output: output.path, preset: preset),
            frames: count, width: width, height: height, input: true, output: false)
        try process.start(label: label)
        var failure: (any Error)?
        for index in 0..<count where failure == nil {
            do {
                let rgb = try frame(index)
                if rgb.count != width * height * 3 || index >= pixels.count || ContentHash.hex(rgb) != pixels[index] {
                    failure = DiffInputError(
                        file: label, message: "frame \(index) does not have the pixels its hash says")
                } else if !process.write(rgb) {
                    failure = process.encodingFailure(label, doing: "encode the run's video")
                }
            } catch {
                failure = error
            }
        }
        let status = process.finish()
        if let failure { throw failure }
        guard status == 0, process.saidNothing else {
            throw process.encodingFailure(label, doing: "encode the run's video")
        }
    }

    /// The most `between` terms a `select` filter gets; past that ffmpeg converts every frame and the reader skips
    /// the ones not asked for. ffmpeg 5.1's expression parser refuses a sum of more than about 100 terms (its
    /// recursion limit: 99 parse, 120 do not), and the filter then fails to initialise.
    static let selectTerms = 64

    /// Consecutive runs of sorted frame numbers.
    static func ranges(_ frames: [Int]) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        for frame in frames {
            if let last = out.last, last.upperBound + 1 == frame {
                out[out.count - 1] = last.lowerBound...frame
            } else if out.last?.contains(frame) != true {
                out.append(frame...frame)
            }
        }
        return out
    }

    /// ffmpeg's arguments to decode `video` to raw `pixelFormat` frames on standard output: every frame, or when
    /// `frames` (sorted frame numbers from 0) come in at most `selectTerms` runs, only those, in order. Given `frames`,
    /// decoding stops after the last one asked (`-frames:v`): frames are decoded in order, and without the count
    /// ffmpeg would go on decoding the rest of the video, only to drop it.
    package static func decodeArguments(video: String, frames: [Int]?, pixelFormat: String = "rgb24") -> [String] {
        var arguments = ["-nostdin", "-hide_banner", "-loglevel", "error", "-i", video]
        var count = frames.flatMap { $0.last.map { $0 + 1 } }
        if let frames, ranges(frames).count <= selectTerms {
            // `select` skips converting and writing the other frames.
            let terms = ranges(frames).map { "between(n\\,\($0.lowerBound)\\,\($0.upperBound))" }
            arguments += ["-vf", "select=" + terms.joined(separator: "+")]
            count = frames.count
        }
        if let count { arguments += ["-frames:v", String(count)] }
        return arguments + ["-vsync", "passthrough", "-f", "rawvideo", "-pix_fmt", pixelFormat, "-"]
    }

    /// Encodes the PNG files `frames` (in order, all the same size) into `output` and checks that decoding it gives
    /// back `pixels` (each frame's RGB hash): a video that would not decode byte-identical is never kept.
    /// Returns the frames' size.
    @discardableResult
    package static func encode(frames: [URL], pixels: [String], to output: URL, label: String) throws
        -> (width: Int, height: Int)
    {
        guard let ffmpeg = ffmpeg() else { throw missing(label) }
        guard let first = frames.first else { throw DiffInputError(file: label, message: "no frames to store") }
        guard let size = PNGFrameReader.size(try PNGFrameReader.bytes(of: first, name: first.path)) else {
            throw DiffInputError(file: first.path, message: "not a PNG")
        }
        let process = FFmpegProcess(
            ffmpeg: ffmpeg, arguments: encodeArguments(output: output.path), frames: frames.count,
            width: size.width, height: size.height, input: true, output: false)
        try process.start(label: label)
        var failure: (any Error)?
        for frame in frames where failure == nil {
            do {
                let bytes = try PNGFrameReader.bytes(of: frame, name: frame.path)
                if PNGFrameReader.size(bytes).map({ $0 != size }) ?? true {
                    let found = PNGFrameReader.size(bytes).map { "is \($0.width)×\($0.height)" } ?? "is not a PNG"
                    failure = DiffInputError(
                        file: frame.path, message: "\(found), the first frame is \(size.width)×\(size.height)")
                } else if !process.write(bytes) {
                    failure = process.encodingFailure(label, doing: "encode the golden video")
                }
            } catch {
                failure = error
            }
        }
        let status = process.finish()
        if let failure { throw failure }
        guard status == 0, process.saidNothing else {
            throw process.encodingFailure(label, doing: "encode the golden video")
        }
        let reader = try VideoFrameReader(
            video: output, width: size.width, height: size.height, count: pixels.count, frames: nil, label: label)
        var index = 0
        while let frame = try reader.nextRGB() {
            guard index < pixels.count, ContentHash.hex(frame.rgb) == pixels[index] else {
                throw DiffInputError(
                    file: label,
                    message:
                        "frame \(index) of the encoded golden video does not decode to the frame's pixels "
                        + "(this ffmpeg's \(codec) is not lossless here)")
            }
            index += 1
        }
        guard index == pixels.count else {
            throw DiffInputError(
                file: label, message: "the encoded golden video holds \(index) frames, expected \(pixels.count)")
        }
        return size
    }
}
