import Foundation
import ReelCore
import ReelFiles
import ReelGraphics

/// Writes animations of a run's frames in any `AnimationFormat`.
package enum Animation {
    /// What an animation file holds, as written.
    package struct Written: Sendable, Equatable {
        /// The file's size in bytes.
        package var bytes: Int
        /// Frames in the file (after merging repeats).
        package var frames: Int
        /// Pixel size.
        package var width: Int
        package var height: Int
        /// The animation's frame rate (nil: every distinct frame at the rendered rate).
        package var fps: Double?
        /// GIF palette size (GIF only).
        package var colors: Int?
        /// Lossy quality (WebP, MP4, WebM), nil when lossless or not applicable.
        package var quality: Int?
        /// Encodings tried to fit `AnimationOptions.maxBytes` (1 without a budget).
        package var attempts: Int

        /// "600×676 px, 15 fps, 64 colours, 2.4 MB" (the parts that apply).
        package var description: String {
            var parts = ["\(width)×\(height) px"]
            if let fps { parts.append(JSONNumber.format(fps) + " fps") }
            if let colors { parts.append("\(colors) colours") }
            if let quality { parts.append("quality \(quality)") }
            parts.append(ByteCount.describe(bytes))
            return parts.joined(separator: ", ")
        }
    }

    /// Writes `sequence` as `format` to `url`; `progress` gets frames done (of `sequence.frameCount`). With
    /// `options.maxBytes`, lowers palette, frame rate, quality and scale until the file fits (or throws).
    @discardableResult
    package static func write(
        _ sequence: FrameSequence, format: AnimationFormat, to url: URL, options: AnimationOptions,
        progress: (Int) -> Void = { _ in }
    ) throws -> Written {
        guard options.fps > 0, options.speed > 0, options.loopCount >= 0 else {
            throw AnimationError(path: url.path, message: "fps and speed must be > 0 and the loop count ≥ 0")
        }
        guard let first = sequence.files.first else { throw AnimationError(path: url.path, message: "no frames") }
        if format.needsFFmpeg, FFmpegWriter.ffmpeg() == nil {
            throw AnimationError(path: url.path, message: FFmpegWriter.missingFFmpeg)
        }
        let loader = try FrameLoader(first: first)
        let options = options.gifDefaults ? defaults(options, format: format, sourceWidth: loader.sourceWidth) : options
        try checkPixels(sequence, options: options, loader: loader, url: url)
        if let maxBytes = options.maxBytes {
            return try AnimationBudget(format: format, options: options, loader: loader).fit(
                sequence, maxBytes: maxBytes, to: url, progress: progress)
        }
        return try encode(sequence, format: format, to: url, options: options, loader: loader, progress: progress)
    }

    /// A GIF's width when no size is asked for (`width`, `scale` or `maxBytes`): a phone-sized run's GIF then fits a
    /// README (a few MB) instead of the tens of MB of full-size frames. `scale` 1 keeps the frames' size.
    package static let gifDefaultWidth = 320
    /// A GIF's frame rate when none is asked for (`outputFPS`) and no `maxBytes` budget picks one.
    package static let gifDefaultFPS = 12.0

    /// `options` with the GIF defaults filled in where nothing was asked for; other formats are left as they are.
    package static func defaults(_ options: AnimationOptions, format: AnimationFormat, sourceWidth: Int)
        -> AnimationOptions
    {
        guard format == .gif, options.maxBytes == nil else { return options }
        var options = options
        if options.width == nil, options.scale == nil, sourceWidth > gifDefaultWidth { options.width = gifDefaultWidth }
        if options.outputFPS == nil, options.playbackRate > gifDefaultFPS { options.outputFPS = gifDefaultFPS }
        return options
    }

    /// The most pixels one animation frame may have (256 MB as RGBA).
    static let maxFramePixels = 1 << 26
    /// The most pixels all of an animation's frames may have together (frames × width × height).
    static let maxTotalPixels = 1 << 32

    /// Refuses, before anything is decoded or written, an animation whose size times its frames is more than reel
    /// encodes in reasonable time and memory (`--width 16384` of a tall run).
    static func checkPixels(_ sequence: FrameSequence, options: AnimationOptions, loader: FrameLoader, url: URL)
        throws(AnimationError)
    {
        let frames = try AnimationPlan(sequence, options: options).frames.count
        try checkSize(
            width: loader.sourceWidth, height: loader.sourceHeight, frames: frames, options: options, url: url)
    }

    /// Refuses `frames` frames of `width` × `height` source pixels under `options` (`--width`, `--scale`) when a frame
    /// would have more than `maxFramePixels` or all of them more than `maxTotalPixels`; the error names the option
    /// that sets the size (bad input), else `url`. `compare --animate` asks with one frame before it renders.
    package static func checkSize(width: Int, height: Int, frames: Int, options: AnimationOptions, url: URL)
        throws(AnimationError)
    {
        let size = options.outputSize(width: width, height: height)
        let (perFrame, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        // The option that sets the size is named (bad input); frames that are this large themselves name the file.
        let path = options.width.map { _ in "--width" } ?? options.scale.map { _ in "--scale" } ?? url.path
        guard !overflow, perFrame <= maxFramePixels else {
            throw AnimationError(
                path: path,
                message: "makes \(size.width)×\(size.height) px frames, more than \(maxFramePixels) px each: "
                    + "choose a smaller --width or --scale")
        }
        let (total, tooMany) = perFrame.multipliedReportingOverflow(by: frames)
        guard !tooMany, total <= maxTotalPixels else {
            throw AnimationError(
                path: path,
                message: "\(frames) frames of \(size.width)×\(size.height) px are more than \(maxTotalPixels) px: "
                    + "choose a smaller --width or --scale, a shorter --from/--to or a lower --fps")
        }
    }

    /// One encoding of `sequence` at exactly `options` (no budget).
    static func encode(
        _ sequence: FrameSequence, format: AnimationFormat, to url: URL, options: AnimationOptions,
        loader: FrameLoader, progress: (Int) -> Void
    ) throws -> Written {
        let plan = try AnimationPlan(sequence, options: options)
        switch format {
        case .apng: try APNGWriter.write(plan, loader: loader, to: url, options: options, progress: progress)
        case .gif: try GIFWriter.write(plan, loader: loader, to: url, options: options, progress: progress)
        case .webp: try WebPAnimationWriter.write(plan, loader: loader, to: url, options: options, progress: progress)
        case .mp4, .webm:
            try FFmpegWriter.write(plan, loader: loader, format: format, to: url, options: options, progress: progress)
        }
        let size = options.outputSize(width: loader.sourceWidth, height: loader.sourceHeight)
        let bytes = ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
        return Written(
            bytes: bytes, frames: plan.frames.count, width: size.width, height: size.height, fps: options.outputFPS,
            colors: format == .gif ? options.gifColors : nil,
            quality: format.needsFFmpeg ? options.quality ?? FFmpegWriter.defaultQuality(format) : options.quality,
            attempts: 1)
    }

    /// The frame rate a run folder was rendered at, from its `summary.json` (frames and duration_ms) or, for a
    /// `reel compare` folder, from its first panel's (`panels/<name>/summary.json`); nil when there is none or it
    /// does not say. A summary that is there but cannot be read (a FIFO, a folder, not JSON) is an error naming it:
    /// the rate is never guessed past a broken file.
    package static func renderedFPS(runFolder: URL) throws(AnimationError) -> Double? {
        let run = RunFolder(runFolder)
        if let fps = try fps(summary: run.summary) { return fps }
        let panels = run.file(RunFolder.panelsName)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: panels.path))?.sorted() ?? []
        for name in names {
            // A panel is a folder: a stray file beside them (`.DS_Store`) is none.
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: run.panel(named: name).directory.path, isDirectory: &isFolder),
                isFolder.boolValue
            else { continue }
            if let fps = try fps(summary: run.panel(named: name).summary) { return fps }
        }
        return nil
    }

    private static func fps(summary: URL) throws(AnimationError) -> Double? {
        let bytes: [UInt8]
        switch RegularFile.readIfPresent(summary.path, limit: RegularFile.Limit.document) {
        case .success(nil): return nil
        case .success(let read?): bytes = read
        case .failure(let refusal):
            throw AnimationError(
                path: summary.path, message: "cannot read the run's summary (\(refusal)); --source-fps gives the rate")
        }
        guard case .object(let fields)? = try? JSONValue.parse(Data(bytes), file: summary.path) else {
            throw AnimationError(
                path: summary.path, message: "is not a JSON object (a corrupt summary); --source-fps gives the rate")
        }
        guard let frames = SummaryMetric.frames.number(in: fields),
            let duration = SummaryMetric.durationMs.number(in: fields), frames > 1, duration > 0
        else { return nil }
        let fps = (frames - 1) * 1000 / duration
        return (fps * 1000).rounded() / 1000
    }
}
