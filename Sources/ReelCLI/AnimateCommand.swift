import ArgumentParser
import Foundation
import Reel
import ReelCore
import ReelRender

/// `reel animate FRAMES_DIR`: turns a run's frames into APNG, GIF, WebP or MP4 animations.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Make an animation (APNG, GIF, WebP, MP4) from a run's frames.",
        discussion: """
            FRAMES_DIR is a run folder (its frames/ are used) or a folder of frame-NNNNN.png files. Runs of identical \
            frames become one longer frame. APNG copies the PNG data without re-encoding; GIF uses reel's median-cut \
            palette; WebP is lossless (libwebp); MP4 needs ffmpeg on PATH. Exit codes: 0 written, 1 an animation could \
            not be written (or ffmpeg is missing), 2 bad input (an option value, or FRAMES_DIR holds no frames).
            """
    )

    @Argument(help: "A run folder or a folder of frame-NNNNN.png files.")
    var framesDir: String

    @Option(name: .shortAndLong, help: "apng, gif, webp or mp4 (repeat for several).")
    var format: [AnimationFormat] = [.apng]

    @Option(
        name: .shortAndLong, help: "Output file (only with one format; default: animation.<ext> in the run folder).")
    var out: String?

    @Option(help: "Frame rate the frames were rendered at (default: from the run's summary.json, else 60).")
    var fps: Double?

    @OptionGroup var playback: PlaybackOptions

    @Option(help: "Most colours in a GIF's palette (2...255; fewer make smaller files).")
    var colors = 255

    @Flag(name: .shortAndLong, help: "Print nothing on success (and no progress).")
    var quiet = false

    func validate() throws {
        if out != nil, format.count > 1 { throw ValidationError("--out needs exactly one --format") }
        if let fps, !(fps > 0 && fps <= 1000) { throw ValidationError("--fps must be within 0...1000, got \(fps)") }
        guard (2...255).contains(colors) else {
            throw ValidationError("--colors must be within 2...255, got \(colors)")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: framesDir, isDirectory: true)
        let frames = FrameSequence.framesFolder(in: folder)
        let runFolder =
            frames == folder && folder.lastPathComponent == RunFolder.framesName
            ? folder.deletingLastPathComponent() : folder
        var options = playback.options(fps: fps ?? Animation.renderedFPS(runFolder: runFolder) ?? 60)
        options.gifColors = colors
        if format.contains(.mp4), MP4Writer.ffmpeg() == nil {
            throw AnimationError(path: "--format mp4", message: MP4Writer.missingFFmpeg)
        }
        let sequence: FrameSequence
        do {
            sequence = try FrameSequence.load(folder: frames)
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
            try Animation.write(sequence, format: format, to: url, options: options) { progress.update($0) }
            progress.finish()
            if !quiet { print("\(url.path): \(sequence.runs.count) frames, \(fileSize(url)) bytes") }
        }
    }

    private func fileSize(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
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
        AnimationOptions(fps: fps, speed: speed, loopCount: loop)
    }
}

extension AnimationFormat: ExpressibleByArgument {}
