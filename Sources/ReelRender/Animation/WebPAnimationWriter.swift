import CWebP
import Foundation
import ReelGraphics

/// Writes a lossless animated WebP through libwebp's WebPAnimEncoder (one frame per run of identical frames).
public enum WebPAnimationWriter {
    /// Writes `sequence` to `url`; `effort` is libwebp's lossless preset level (0 fastest … 9 smallest).
    public static func write(
        _ sequence: FrameSequence, to url: URL, options: AnimationOptions, effort: Int = 1,
        progress: (Int) -> Void = { _ in }
    ) throws {
        guard let first = sequence.runs.first else { throw AnimationError(path: url.path, message: "no frames") }
        let head = try GIFWriter.decode(first.file)
        let encoder = try WebPAnimationEncoder(
            width: head.width, height: head.height, loopCount: options.loopCount, path: url.path)
        for run in sequence.runs {
            let bitmap = run.first == first.first ? head : try GIFWriter.decode(run.file)
            guard bitmap.width == head.width, bitmap.height == head.height else {
                throw AnimationError(path: run.file.path, message: "size differs from \(first.file.lastPathComponent)")
            }
            try encoder.add(bitmap, timestampMs: timestamp(run.first, options), effort: effort)
            progress(run.first + run.count)
        }
        let data = try encoder.assemble(endMs: timestamp(sequence.frameCount, options))
        let file = try StagedFile(url)
        try file.write(data)
        try file.commit()
    }

    /// Whole milliseconds of playback at which frame `index` starts.
    static func timestamp(_ index: Int, _ options: AnimationOptions) -> Int {
        Int(options.timeMs(ofFrame: index).rounded())
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

    /// Encodes one frame (lossless) shown from `timestampMs`.
    func add(_ bitmap: Bitmap, timestampMs: Int, effort: Int) throws {
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0, WebPConfigLosslessPreset(&config, Int32(min(max(effort, 0), 9))) != 0 else {
            throw AnimationError(path: path, message: "cannot configure libwebp")
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
