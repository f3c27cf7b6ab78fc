import Foundation
import ReelCore
import ReelGraphics

/// What a panel run in its own process sends its parent, one message per step and one at the end, on a pipe: an
/// 8-byte little-endian length, that many bytes of JSON (`PanelMessage`), then the pixels of each image the message
/// lists, in order. Frame states, metrics and pixels cross exactly (JSON numbers round-trip Swift's `Double`), so the
/// parent draws the same bytes it would have drawn had the panel run in its own process.
struct PanelMessage: Codable {
    /// The first message: the renderer's geometry, known once the panel's simulation is made.
    var start: PanelStart?
    /// A step's frame.
    var frame: FrameState?
    /// With a frame: the panel's stale cell-frames so far (its live counter).
    var staleCellFrames: Int?
    /// Images the frame shows that the parent has not been sent yet (their pixels follow the JSON).
    var images: [ImageHeader] = []
    /// Images the parent may forget: not shown for a while (sent again should they come back).
    var released: [ImageKey] = []
    /// After the last step: the panel's figures.
    var end: PanelEnd?

    /// One image's key and the shape of the premultiplied ARGB32 pixels that follow.
    struct ImageHeader: Codable {
        var key: ImageKey
        var width: Int
        var height: Int
        var stride: Int
        /// Whether the sender knew every pixel opaque (`Bitmap.isKnownOpaque`, which lets a renderer copy it).
        var opaque: Bool
    }
}

/// Where a cell's image view sits and the thumbnails' pixel size, as the panel's simulation says.
struct PanelStart: Codable {
    var imageFrame: Rect
    var imageSize: PixelSize
}

/// A finished panel's figures, as the run driver reads them from an in-process panel's simulation.
struct PanelEnd: Codable {
    var metrics: Metrics
    var cachePeakBytes: Int
}

/// Writes `PanelMessage`s to a file descriptor.
struct PanelStreamWriter {
    let handle: FileHandle

    func send(_ message: PanelMessage, pixels: [Bitmap] = []) throws {
        let json = try JSONEncoder().encode(message)
        var length = UInt64(json.count).littleEndian
        var data = Data(bytes: &length, count: 8)
        data.append(json)
        try handle.write(contentsOf: data)
        for bitmap in pixels { try handle.write(contentsOf: Data(bitmap.pixels)) }
    }
}

/// Reads `PanelMessage`s, with their pixels, from a file descriptor.
struct PanelStreamReader {
    let handle: FileHandle

    /// The next message and the bitmaps of its images; nil at the end of the stream (the writer is gone).
    func next() throws -> (message: PanelMessage, bitmaps: [ImageKey: Bitmap])? {
        guard let header = try read(8) else { return nil }
        let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard length < 1 << 32, let json = try read(Int(length)) else { throw PanelStreamError.truncated }
        let message = try JSONDecoder().decode(PanelMessage.self, from: json)
        var bitmaps: [ImageKey: Bitmap] = [:]
        for image in message.images {
            guard image.stride >= image.width * 4, image.height >= 0, let bytes = try read(image.stride * image.height)
            else { throw PanelStreamError.truncated }
            let bitmap = Bitmap(width: image.width, height: image.height, stride: image.stride, pixels: [UInt8](bytes))
            bitmaps[image.key] = image.opaque ? bitmap.checkingOpacity() : bitmap
        }
        return (message, bitmaps)
    }

    /// Exactly `count` bytes, or nil when the stream ended before the first of them.
    private func read(_ count: Int) throws -> Data? {
        var data = Data()
        while data.count < count {
            guard let chunk = try handle.read(upToCount: count - data.count), !chunk.isEmpty else {
                if data.isEmpty { return nil }
                throw PanelStreamError.truncated
            }
            data.append(chunk)
        }
        return data
    }
}

/// A panel stream that ended in the middle of a message.
enum PanelStreamError: Error, CustomStringConvertible {
    case truncated

    var description: String { "the panel's process ended in the middle of a frame" }
}
