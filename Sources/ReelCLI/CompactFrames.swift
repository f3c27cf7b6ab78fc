import Foundation
import Reel
import ReelCore
import ReelDiff
import ReelFiles
import ReelGraphics
import ReelRender

/// The frames of a compact folder — a golden, whose manifest names one lossless video (`frames.mkv`), or a failing
/// check's `run/`, whose manifest names a recording (`frames.recording`) — made readable for `reel animate`: each run
/// of consecutive frames with equal pixel hashes is decoded once (ffmpeg, one frame in memory at a time) or drawn once
/// (checked against its pixel hash) into a PNG in a temporary folder, and the sequence shows it for the whole run.
/// The folder is registered with `TemporaryFiles`, so an interrupted animate removes it, and `remove()` removes it
/// when the animation is written.
struct CompactFrames {
    /// The temporary folder holding one PNG per run of equal frames.
    let folder: URL
    /// The frames in order, grouped into runs of equal frames.
    let sequence: FrameSequence

    /// The frames of `source` when its manifest names a video or a recording; nil when it has no manifest or its
    /// frames are files.
    static func extract(from source: URL) throws -> CompactFrames? {
        guard let manifest = try FrameManifest.read(folder: source, label: source.path),
            manifest.video != nil || manifest.recording != nil, !manifest.frames.isEmpty
        else { return nil }
        var firsts: [Int] = []
        var runOf: [Int] = []
        for (index, frame) in manifest.frames.enumerated() {
            if index == 0 || frame.pixels != manifest.frames[index - 1].pixels { firsts.append(index) }
            runOf.append(firsts.count - 1)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-animate-\(getpid())-\(UInt32.random(in: 0...UInt32.max))", isDirectory: true)
        try TemporaryFiles.shared.createFolder(folder, label: folder.path, doing: "cannot create a temporary folder")
        let extracted = CompactFrames(
            folder: folder,
            sequence: FrameSequence(
                files: runOf.map { folder.appendingPathComponent(RunFolder.frameName(firsts[$0])) },
                runs: firsts.enumerated().map { run, first in
                    let end = run + 1 < firsts.count ? firsts[run + 1] : manifest.frames.count
                    return FrameSequence.Run(
                        file: folder.appendingPathComponent(RunFolder.frameName(first)), first: first,
                        count: end - first)
                }))
        do {
            if let video = manifest.video {
                try extracted.decode(
                    video: source.appendingPathComponent(video.file), manifest: manifest, size: video, frames: firsts)
            } else {
                try RecordedRun.writeFrames(of: source, manifest: manifest, frames: firsts, to: folder)
            }
        } catch {
            extracted.remove()
            throw error
        }
        return extracted
    }

    /// Decodes `frames` of the video and writes each as a PNG named after its frame number; a frame whose pixels do
    /// not hash to the manifest's is a corrupt golden, never drawn.
    private func decode(video url: URL, manifest: FrameManifest, size: FrameManifest.Video, frames: [Int]) throws {
        let reader = try VideoFrameReader(
            video: url, width: size.width, height: size.height, count: manifest.frames.count, frames: frames,
            label: url.path)
        defer { reader.finish() }
        let encoder = PNGEncoder()
        var pixels = [UInt8](repeating: 255, count: size.width * size.height * 4)
        for expected in frames {
            guard let frame = try reader.nextRGB(), frame.index == expected else {
                throw DiffInputError(file: url.path, message: "the video has no frame \(expected)")
            }
            guard ContentHash.hex(frame.rgb) == manifest.frames[expected].pixels else {
                throw DiffInputError(file: url.path, message: GoldenVerification.corruptFrame(expected))
            }
            frame.rgb.withUnsafeBufferPointer { rgb in
                pixels.withUnsafeMutableBufferPointer { bgra in
                    for i in 0..<(size.width * size.height) {
                        bgra[i * 4] = rgb[i * 3 + 2]
                        bgra[i * 4 + 1] = rgb[i * 3 + 1]
                        bgra[i * 4 + 2] = rgb[i * 3]
                    }
                }
            }
            let png = pixels.withUnsafeBytes {
                encoder.encode(data: $0, width: size.width, height: size.height, stride: size.width * 4)
            }
            let file = folder.appendingPathComponent(RunFolder.frameName(expected))
            do {
                try Data(png.bytes).write(to: file)
            } catch {
                throw OutputError(path: file.path, message: "cannot write: \(OutputError.cause(error))")
            }
        }
    }

    /// Removes the temporary folder.
    func remove() {
        TemporaryFiles.shared.remove(folder: folder)
    }
}
