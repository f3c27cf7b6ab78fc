import ArgumentParser
import Foundation
import Reel
import ReelCore
import ReelFiles
import ReelRender

/// `reel animate FRAMES_DIR`: turns a run's frames into APNG, GIF, WebP or MP4 animations.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Make an animation (GIF, APNG, WebP, MP4, WebM) from a run's frames.",
        discussion: """
            FRAMES_DIR is a run folder (its frames/ are used), a golden folder (its frames.mkv is decoded with \
            ffmpeg), a failing check's run/ (its frames.recording is drawn again) or a folder of frame-NNNNN.png \
            files. Runs of identical frames become one longer frame. GIF gets a libimagequant palette and \
            changed-rectangle frames; APNG at full size copies the PNG data without re-encoding; WebP is lossless \
            (libwebp); MP4 and WebM need ffmpeg on PATH. --max-size picks palette, quality, frame rate and scale to \
            fit and says what it chose. \
            Exit codes: 0 written, 1 an animation could not be written (ffmpeg missing, or --max-size cannot be met), \
            2 bad input (an option value, or FRAMES_DIR holds no frames).
            """
    )

    @Argument(help: "A run folder or a folder of frame-NNNNN.png files.")
    var framesDir: String

    @Option(name: .shortAndLong, help: "gif, apng, webp, mp4 or webm (repeat for several).")
    var format: [AnimationFormat] = [.apng]

    @Option(
        name: .shortAndLong, help: "Output file (only with one format; default: animation.<ext> in the run folder).")
    var out: String?

    @Option(
        name: .customLong("source-fps"),
        help: "Frame rate the frames were rendered at (default: from the run's summary.json, else 60).")
    var sourceFPS: Double?

    @OptionGroup var budget: AnimationBudgetOptions

    @OptionGroup var playback: PlaybackOptions

    @Flag(name: .shortAndLong, help: "Print nothing on success (and no progress).")
    var quiet = false

    func validate() throws {
        if out != nil, format.count > 1 { throw ValidationError("--out needs exactly one --format") }
        if let sourceFPS, !(sourceFPS > 0 && sourceFPS <= 1000) {
            throw ValidationError("--source-fps must be within 0...1000, got \(sourceFPS)")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: framesDir, isDirectory: true)
        let frames = RunFolder(folder).framesFolderOrSelf
        let runFolder =
            frames == folder && folder.lastPathComponent == RunFolder.framesName
            ? folder.deletingLastPathComponent() : folder
        let options = budget.apply(
            to: playback.options(fps: try sourceFPS ?? Animation.renderedFPS(runFolder: runFolder) ?? 60))
        if let video = format.first(where: \.needsFFmpeg), FFmpegWriter.ffmpeg() == nil {
            throw AnimationError(path: "--format \(video.rawValue)", message: FFmpegWriter.missingFFmpeg)
        }
        // A golden keeps its frames in one video, a failing check's run as a recording: either becomes temporary PNGs.
        let compact = frames == folder ? try CompactFrames.extract(from: folder) : nil
        defer { compact?.remove() }
        let sequence: FrameSequence
        do {
            sequence = try compact?.sequence ?? FrameSequence.load(folder: frames)
        } catch {
            throw CommandError.badInput("\(error)")  // FRAMES_DIR holds no readable frames
        }
        let style = ProgressStyle.automatic(quiet: quiet)
        for format in format {
            let url =
                out.map { URL(fileURLWithPath: $0) }
                ?? RunFolder(runFolder).animation(fileExtension: format.fileExtension)
            let progress = ProgressReporter(
                label: "animate \(format.rawValue)", total: sequence.frameCount, style: style
            )
            let written: Animation.Written
            do {
                written = try Animation.write(sequence, format: format, to: url, options: options) {
                    progress.update($0)
                }
            } catch let error as AnimationError where AnimationReport.optionPaths.contains(error.path) {
                throw CommandError.badInput("\(error)")  // the range lies outside the frames, or the size is too large
            }
            progress.finish()
            if !quiet { print(AnimationReport.line(url: url, written: written, maxSize: options.maxBytes)) }
        }
    }
}

/// The line `animate` and `compare --animate` print for a written animation.
enum AnimationReport {
    /// The options an `AnimationError` may name: bad input (exit 2), not a failure to write.
    static let optionPaths: Set<String> = ["--from", "--to", "--width", "--scale"]

    /// "FILE: 64 frames, 600×676 px, 15 fps, 64 colours, 2.41 MB", with what --max-size chose and how many tries.
    static func line(url: URL, written: Animation.Written, maxSize: Int?) -> String {
        let attempts = written.attempts == 1 ? "1 attempt" : "\(written.attempts) attempts"
        let budget = maxSize.map { " (--max-size \(ByteCount.describe($0)): chose this in \(attempts))" } ?? ""
        return "\(url.path): \(written.frames) frames, \(written.description)\(budget)"
    }
}

/// Loop count and speed, shared by `render` and `animate`.
struct PlaybackOptions: ParsableArguments {
    @Option(help: "How many times animations play (0 = forever).")
    var loop = 0

    @Option(help: "Playback speed of animations (2 = twice as fast, 0.5 = half speed).")
    var speed = 1.0

    func validate() throws {
        guard loop >= 0, loop <= 65535 else { throw ValidationError("--loop must be within 0...65535, got \(loop)") }
        guard speed >= 0.05, speed <= 20 else {
            throw ValidationError("--speed must be within 0.05...20, got \(speed)")
        }
    }

    /// Playback settings for frames rendered at `fps`.
    func options(fps: Double) -> AnimationOptions {
        var options = AnimationOptions(fps: fps, speed: speed, loopCount: loop)
        options.gifDefaults = true  // a GIF without a size, rate or budget is made to fit a README
        return options
    }
}

extension AnimationFormat: ExpressibleByArgument {}
