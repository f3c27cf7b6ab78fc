import Foundation
import ReelGraphics

/// Writes a GIF89a: one global palette from a median-cut quantizer over every distinct frame, then per frame only the
/// rectangle that changed (unchanged pixels inside it transparent), LZW-compressed in Swift. No dithering: reel's
/// frames are flat UI colours, where dithering only adds noise and bytes.
public enum GIFWriter {
    /// Palette entries for colours; index 255 is kept for transparency.
    static let colorCount = 255
    static let transparentIndex: UInt8 = 255

    /// Writes `sequence` to `url`. Delays are in 1/100 s: frames closer than 20 ms to the previous kept frame are
    /// dropped (browsers slow shorter delays down to 100 ms). `progress` gets frames done (two passes: palette,
    /// frames).
    public static func write(
        _ sequence: FrameSequence, to url: URL, options: AnimationOptions, progress: (Int) -> Void = { _ in }
    ) throws {
        let kept = schedule(sequence, options: options)
        guard let first = kept.first else { throw AnimationError(path: url.path, message: "no frames") }

        var quantizer = ColorQuantizer()
        for frame in kept {
            quantizer.add(try decode(frame.run.file), step: 2)
            progress((frame.run.first + frame.run.count) / 2)
        }
        let mapper = PaletteMapper(palette: quantizer.palette(maxColors: min(max(options.gifColors, 2), colorCount)))
        let head = try decode(first.run.file)
        let (width, height) = (head.width, head.height)
        guard width <= 65535, height <= 65535 else {
            throw AnimationError(path: url.path, message: "frames too large for GIF")
        }

        let file = try StagedFile(url)
        try file.write(header(width: width, height: height, palette: mapper.palette, loopCount: options.loopCount))
        var previous: [UInt8]?
        var current = [UInt8](repeating: 0, count: width * height)
        var pending: (rect: GIFRect, data: [UInt8], delay: Int, transparent: Bool)?
        for frame in kept {
            let bitmap = try decode(frame.run.file)
            guard bitmap.width == width, bitmap.height == height else {
                throw AnimationError(
                    path: frame.run.file.path, message: "size differs from \(first.run.file.lastPathComponent)")
            }
            mapper.map(bitmap, into: &current)
            progress((sequence.frameCount + frame.run.first + frame.run.count) / 2)
            guard let before = previous else {
                pending = (
                    GIFRect(x: 0, y: 0, width: width, height: height), LZWEncoder.encode(current), frame.delay, false
                )
                previous = current
                continue
            }
            guard let rect = GIFRect.changed(from: before, to: current, width: width, height: height) else {
                pending?.delay += frame.delay  // identical after quantization: show the previous frame longer
                continue
            }
            var masked = [UInt8](repeating: 0, count: rect.width * rect.height)
            var plain = masked
            for y in 0..<rect.height {
                let row = (rect.y + y) * width + rect.x
                for x in 0..<rect.width {
                    let value = current[row + x]
                    plain[y * rect.width + x] = value
                    masked[y * rect.width + x] = value == before[row + x] ? transparentIndex : value
                }
            }
            // Unchanged pixels as transparent runs usually compress better; on scrolling content the plain pixels can.
            let maskedData = LZWEncoder.encode(masked)
            let plainData = LZWEncoder.encode(plain)
            if let pending {
                try file.write(
                    image(pending.rect, pending.data, delay: pending.delay, transparent: pending.transparent))
            }
            pending =
                plainData.count < maskedData.count
                ? (rect, plainData, frame.delay, false) : (rect, maskedData, frame.delay, true)
            previous = current
        }
        if let pending {
            try file.write(image(pending.rect, pending.data, delay: pending.delay, transparent: pending.transparent))
        }
        try file.write([0x3B])
        try file.commit()
    }

    /// A run kept for the GIF and how long it shows, in 1/100 s.
    struct Scheduled {
        var run: FrameSequence.Run
        var delay: Int
    }

    /// Keeps runs that start at least 2 centiseconds after the previous kept one; each shows until the next.
    static func schedule(_ sequence: FrameSequence, options: AnimationOptions) -> [Scheduled] {
        var kept: [(run: FrameSequence.Run, start: Int)] = []
        for run in sequence.runs {
            let start = Int((options.timeMs(ofFrame: run.first) / 10).rounded())
            if let last = kept.last, start < last.start + 2 { continue }
            kept.append((run, start))
        }
        let end = Int((options.timeMs(ofFrame: sequence.frameCount) / 10).rounded())
        return kept.enumerated().map { index, entry in
            let next = index + 1 < kept.count ? kept[index + 1].start : max(end, entry.start + 2)
            return Scheduled(run: entry.run, delay: next - entry.start)
        }
    }

    /// Signature, logical screen with a 256-entry global colour table, and the NETSCAPE2.0 loop extension.
    static func header(width: Int, height: Int, palette: [ColorQuantizer.RGB], loopCount: Int) -> [UInt8] {
        var out = Array("GIF89a".utf8)
        appendLittleEndian(width, to: &out)
        appendLittleEndian(height, to: &out)
        out += [0xF7, 0, 0]  // global table of 256 entries, 8-bit colour resolution; background 0; square pixels
        for index in 0..<256 {
            let color = index < palette.count ? palette[index] : ColorQuantizer.RGB(r: 0, g: 0, b: 0)
            out += [color.r, color.g, color.b]
        }
        if loopCount != 1 {
            // The extension counts repeats after the first play; without it, a GIF plays once.
            out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01]
            appendLittleEndian(loopCount == 0 ? 0 : min(loopCount - 1, 65535), to: &out)
            out.append(0)
        }
        return out
    }

    /// A graphic control extension, image descriptor and the LZW data in sub-blocks.
    static func image(_ rect: GIFRect, _ data: [UInt8], delay: Int, transparent: Bool) -> [UInt8] {
        var out: [UInt8] = [0x21, 0xF9, 0x04, (1 << 2) | (transparent ? 1 : 0)]  // disposal 1: leave in place
        appendLittleEndian(min(max(delay, 2), 65535), to: &out)
        out += [transparent ? transparentIndex : 0, 0, 0x2C]
        appendLittleEndian(rect.x, to: &out)
        appendLittleEndian(rect.y, to: &out)
        appendLittleEndian(rect.width, to: &out)
        appendLittleEndian(rect.height, to: &out)
        out += [0, UInt8(LZWEncoder.literalWidth)]
        out.reserveCapacity(out.count + data.count + data.count / 255 + 2)
        var offset = 0
        while offset < data.count {
            let count = min(255, data.count - offset)
            out.append(UInt8(count))
            out += data[offset..<(offset + count)]
            offset += count
        }
        out.append(0)
        return out
    }

    static func appendLittleEndian(_ value: Int, to bytes: inout [UInt8]) {
        bytes += [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)]
    }

    static func decode(_ file: URL) throws -> Bitmap {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw AnimationError(path: file.path, message: "cannot read the frame")
        }
        do {
            return try PNGDecoder.decode([UInt8](data))
        } catch {
            throw AnimationError(path: file.path, message: "cannot decode the frame: \(error)")
        }
    }
}

/// A rectangle of a GIF frame, in pixels.
struct GIFRect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The bounding box of the pixels that differ, or nil when none do.
    static func changed(from old: [UInt8], to new: [UInt8], width: Int, height: Int) -> GIFRect? {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                for y in 0..<height {
                    let row = y * width
                    var first = -1
                    var last = -1
                    for x in 0..<width where old[row + x] != new[row + x] {
                        if first < 0 { first = x }
                        last = x
                    }
                    guard first >= 0 else { continue }
                    minX = min(minX, first)
                    maxX = max(maxX, last)
                    minY = min(minY, y)
                    maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return GIFRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
