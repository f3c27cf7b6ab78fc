import Foundation
import ReelFiles
import ReelFormats

/// The frames to compare on one side: a single PNG, a reel run or golden folder (read through its manifest; a compact
/// golden's frames are in its video), a folder with a `frames/` subfolder, or a folder of PNGs.
public struct FrameSet: Sendable {
    /// One frame: its number, file, and pixel hash when a manifest gives it.
    public struct Frame: Sendable, Equatable {
        public var index: Int
        /// The PNG, or the video of a compact golden.
        package var file: URL
        package var pixelHash: String?
        /// The frame's number in `file` when that is a compact golden's video.
        var videoFrame: Int?

        /// Frame `index` in `file`, with its pixel hash when known.
        package init(index: Int, file: URL, pixelHash: String? = nil, videoFrame: Int? = nil) {
            self.index = index
            self.file = file
            self.pixelHash = pixelHash
            self.videoFrame = videoFrame
        }
    }

    /// A compact golden's video and its frame size.
    public struct Video: Sendable, Equatable {
        package var file: URL
        package var width: Int
        package var height: Int
    }

    /// The path as given (for messages).
    package var label: String
    /// Frames in order of their numbers.
    package var frames: [Frame]
    /// True when the set is one PNG file.
    var isSingleImage: Bool
    /// The manifest, when the folder has one.
    package var manifest: FrameManifest?
    /// Set when the frames are a compact golden's video (decoded only for frames whose hashes differ).
    package var video: Video?
    /// Set when the frames are drawn on demand (a run kept as a recording, whose frames have no files): frame N's
    /// pixels are `draw(N)`, asked only for frames whose hashes differ.
    package var draw: (@Sendable (Int) throws -> PixelImage)?

    /// Opens `path`; errors name it and say what was expected.
    package static func open(_ path: String) throws(DiffInputError) -> FrameSet {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DiffInputError(file: path, message: "no such file or folder (expected a PNG or a folder of frames)")
        }
        guard isDirectory.boolValue else {
            return FrameSet(
                label: path, frames: [Frame(index: 0, file: url, pixelHash: nil)], isSingleImage: true, manifest: nil,
                video: nil)
        }
        if let manifest = try FrameManifest.read(folder: url, label: path) {
            if let recording = manifest.recording {
                throw DiffInputError(
                    file: path,
                    message:
                        "its frames are a recording of what drew them (\(recording)), not images: "
                        + "`reel animate \(path)` draws them")
            }
            if let video = manifest.video {
                let file = url.appendingPathComponent(video.file)
                let frames = manifest.frames.enumerated().map { index, entry in
                    Frame(index: index, file: file, pixelHash: entry.pixels, videoFrame: index)
                }
                return FrameSet(
                    label: path, frames: frames, isSingleImage: false, manifest: manifest,
                    video: Video(file: file, width: video.width, height: video.height))
            }
            let frames = manifest.frames.enumerated().map { index, entry in
                Frame(index: index, file: url.appendingPathComponent(entry.file), pixelHash: entry.pixels)
            }
            return FrameSet(label: path, frames: frames, isSingleImage: false, manifest: manifest, video: nil)
        }
        let found: [RunFolder.FrameFile]
        do {
            found = try RunFolder(url).frames(includingOtherImages: true)
        } catch {
            throw DiffInputError(file: path, message: "cannot list the folder")
        }
        guard !found.isEmpty else {
            throw DiffInputError(file: path, message: "no PNG frames in the folder (expected frame-NNNNN.png files)")
        }
        let frames = found.map { Frame(index: $0.index, file: $0.url, pixelHash: nil) }
        return FrameSet(label: path, frames: frames, isSingleImage: false, manifest: nil, video: nil)
    }
}
