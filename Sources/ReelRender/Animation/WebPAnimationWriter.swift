import CWebP
import Foundation
import ReelFiles
import ReelGraphics

/// Writes an animated WebP through libwebp's WebPAnimEncoder (one frame per frame of the plan): lossless, or lossy at
/// `AnimationOptions.quality` when set. libwebp stores only what changed between frames.
enum WebPAnimationWriter {
    /// Writes `plan`'s frames to `url`; `effort` is libwebp's preset level (0 fastest … 9 smallest).
    static func write(
        _ plan: AnimationPlan, loader: FrameLoader, to url: URL, options: AnimationOptions, effort: Int = 1,
        progress: (Int) -> Void = { _ in }
    ) throws {
        let (width, height) = options.outputSize(width: loader.sourceWidth, height: loader.sourceHeight)
        let encoder = try WebPAnimationEncoder(
            width: width, height: height, loopCount: options.loopCount, path: url.path)
        for frame in plan.frames {
            let bitmap = try loader.bitmap(frame.file, width: width, height: height)
            try encoder.add(
                bitmap, timestampMs: timestamp(frame.start, plan), effort: effort, quality: options.quality)
            progress(frame.source + 1)
        }
        let data = try encoder.assemble(endMs: timestamp(plan.totalUnits, plan))
        let file = try StagedFile(url)
        try file.write(data)
        try file.commit()
    }

    /// Whole milliseconds of playback at which tick `tick` starts.
    static func timestamp(_ tick: Int, _ plan: AnimationPlan) -> Int {
        Int(plan.milliseconds(tick).rounded())
    }
}

/// Owns a `WebPAnimEncoder`: created (and checked) in init, deleted in deinit.
final class WebPAnimationEncoder {
    private let handle: OpaquePointer
    private let width: Int
    private let height: Int
    private let path: String

    init(width: Int, height: Int, loopCount: Int, path: String) throws {
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else {
            throw AnimationError(path: path, message: "libwebp version mismatch")
        }
        options.anim_params.loop_count = Int32(clamping: loopCount)
        options.anim_params.bgcolor = 0xFFFF_FFFF
        options.allow_mixed = 0
        options.minimize_size = 0
        options.kmax = 0  // no extra key-frame candidates: each frame is encoded once, about twice as fast
        guard let encoder = WebPAnimEncoderNew(Int32(clamping: width), Int32(clamping: height), &options) else {
            throw AnimationError(path: path, message: "WebPAnimEncoderNew failed (out of memory?)")
        }
        handle = encoder
        self.width = width
        self.height = height
        self.path = path
    }

    deinit {
        WebPAnimEncoderDelete(handle)
    }

    /// Encodes one frame shown from `timestampMs`: lossless, or lossy at `quality` (0…100).
    func add(_ bitmap: Bitmap, timestampMs: Int, effort: Int, quality: Int?) throws {
        var config = WebPConfig()
        let level = Int32(min(max(effort, 0), 9))
        guard WebPConfigInit(&config) != 0 else {
            throw AnimationError(path: path, message: "cannot configure libwebp")
        }
        if let quality {
            config.lossless = 0
            config.quality = Float(min(max(quality, 0), 100))
            config.method = min(level + 1, 6)
        } else {
            guard WebPConfigLosslessPreset(&config, level) != 0 else {
                throw AnimationError(path: path, message: "cannot configure libwebp")
            }
        }
        config.thread_level = 0
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw AnimationError(path: path, message: "libwebp version mismatch")
        }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        let imported = bitmap.pixels.withUnsafeBufferPointer { pixels in
            pixels.baseAddress.map { WebPPictureImportBGRX(&picture, $0, Int32(bitmap.stride)) } ?? 0
        }
        guard imported != 0 else { throw AnimationError(path: path, message: "cannot import a frame into libwebp") }
        guard WebPAnimEncoderAdd(handle, &picture, Int32(clamping: timestampMs), &config) != 0 else {
            throw AnimationError(path: path, message: "WebPAnimEncoderAdd failed: \(lastError)")
        }
    }

    /// Ends the animation at `endMs` and returns the file's bytes.
    func assemble(endMs: Int) throws -> [UInt8] {
        guard WebPAnimEncoderAdd(handle, nil, Int32(clamping: endMs), nil) != 0 else {
            throw AnimationError(path: path, message: "WebPAnimEncoderAdd failed: \(lastError)")
        }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(handle, &data) != 0, let bytes = data.bytes else {
            throw AnimationError(path: path, message: "WebPAnimEncoderAssemble failed: \(lastError)")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    private var lastError: String {
        WebPAnimEncoderGetError(handle).map { String(cString: $0) } ?? "unknown error"
    }
}
