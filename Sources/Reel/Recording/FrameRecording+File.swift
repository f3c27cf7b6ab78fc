import Foundation
import ReelCore
import ReelDiff
import ReelFiles
import ReelGraphics
import Synchronization

extension FrameRecording {
    /// libdeflate's level for a recording's parts: the fastest, as a failing check writes one while the user waits
    /// (level 4 made the quickstart's recording ~12% smaller for three times the compression time).
    static let compressionLevel = 1

    /// The recording as a file: `REELREC1`, the number of parts (little-endian UInt32), each part's size
    /// (little-endian UInt64), then the parts, each one gzip member: the header's JSON, then each kept image's pixel
    /// rows. The parts are compressed on every core.
    func fileBytes() throws -> Data {
        // Sorted keys: a keyed container's order otherwise follows the process's hash seed, and the file must be the
        // same bytes on every run.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = try encoder.encode(header)
        let count = bitmaps.count + 1
        let parts = Mutex([Data?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { part in
            let packed =
                part == 0
                ? CompressedLog.deflate(json, level: Self.compressionLevel)
                : CompressedLog.deflate(bitmaps[part - 1].pixels, level: Self.compressionLevel)
            parts.withLock { $0[part] = packed }
        }
        let packed = parts.withLock { $0.map { $0 ?? Data() } }
        var data = Data(Self.magic)
        var number = UInt32(count).littleEndian
        data.append(Data(bytes: &number, count: 4))
        for part in packed {
            var size = UInt64(part.count).littleEndian
            data.append(Data(bytes: &size, count: 8))
        }
        for part in packed { data.append(part) }
        return data
    }

    /// Writes the recording to `url` (whole or not at all).
    func write(to url: URL) throws {
        try AtomicFile.write(try fileBytes(), to: url)
    }

    /// Reads a recording file; anything that is not one reel wrote is a `DiffInputError` naming `url`.
    static func read(_ url: URL) throws(DiffInputError) -> FrameRecording {
        switch RegularFile.read(url.path, limit: RegularFile.Limit.recording) {
        case .success(let bytes): return try parse(bytes, label: url.path)
        case .failure(let refusal):
            throw DiffInputError(file: url.path, message: "cannot read the recording (\(refusal))")
        }
    }

    /// Parses a recording file's bytes; `label` names it in errors.
    static func parse(_ data: some Collection<UInt8>, label: String) throws(DiffInputError) -> FrameRecording {
        let bytes = [UInt8](data)
        func fail(_ message: String) -> DiffInputError {
            DiffInputError(file: label, message: "not a reel recording: \(message)")
        }
        guard bytes.count >= 12, Array(bytes[0..<8]) == magic else { throw fail("it does not start with REELREC1") }
        func integer(_ at: Int, _ width: Int) -> UInt64 {
            (0..<width).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
        }
        let count = Int(integer(8, 4))
        guard count >= 1, count <= (bytes.count - 12) / 8 else { throw fail("it names \(count) parts") }
        var offset = 12 + count * 8
        var ranges: [Range<Int>] = []
        for part in 0..<count {
            let size = integer(12 + part * 8, 8)
            guard size <= UInt64(bytes.count - offset) else { throw fail("part \(part) runs past the end") }
            ranges.append(offset..<(offset + Int(size)))
            offset += Int(size)
        }
        guard offset == bytes.count else { throw fail("\(bytes.count - offset) bytes follow the last part") }
        let header: Header
        do {
            let json = try CompressedLog.inflate(Data(bytes[ranges[0]]), label: label)
            header = try JSONDecoder().decode(Header.self, from: json)
        } catch let error as OutputError {
            throw fail(error.message)
        } catch {
            throw fail("its header does not decode (\(error))")
        }
        guard header.format == format else { throw fail("format \(header.format), this reel reads \(format)") }
        guard header.images.count == count - 1 else {
            throw fail("the header lists \(header.images.count) images, the file holds \(count - 1)")
        }
        var bitmaps: [Bitmap] = []
        for (number, image) in header.images.enumerated() {
            guard image.width >= 0, image.height >= 0, image.stride >= image.width * 4 else {
                throw fail("image \(number) has a bad shape")
            }
            let pixels: Data
            do {
                pixels = try CompressedLog.inflate(Data(bytes[ranges[number + 1]]), label: label)
            } catch {
                throw fail("image \(number): \(error.message)")
            }
            guard pixels.count == image.stride * image.height else {
                throw fail(
                    "image \(number) holds \(pixels.count) bytes, its shape needs \(image.stride * image.height)")
            }
            let bitmap = Bitmap(width: image.width, height: image.height, stride: image.stride, pixels: [UInt8](pixels))
            bitmaps.append(image.opaque ? bitmap.checkingOpacity() : bitmap)
        }
        for (index, frame) in header.frames.enumerated() {
            if let original = frame.repeatOf {
                guard original < index, header.frames[original].panels != nil else {
                    throw fail("frame \(index) repeats \(original), which is not an earlier drawn frame")
                }
            } else {
                guard let panels = frame.panels, panels.count == header.panels,
                    panels.allSatisfy({ $0.images.allSatisfy { (0..<bitmaps.count).contains($0) } })
                else { throw fail("frame \(index) has neither \(header.panels) panels with kept images nor a repeat") }
            }
        }
        return FrameRecording(header: header, bitmaps: bitmaps)
    }
}
