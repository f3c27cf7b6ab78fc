import Foundation
import ReelFiles
import ReelGraphics

/// Writes a GIF89a: one global palette from libimagequant over what every frame changes, then per frame only the
/// rectangle that changed (pixels unchanged inside it transparent), LZW-compressed. No dithering: reel's frames are
/// flat UI colours, where dithering only adds noise and bytes, and it would make unchanged pixels change.
package enum GIFWriter {
    /// Palette entries for colours; index 255 is kept for transparency.
    static let colorCount = 255
    static let transparentIndex: UInt8 = 255

    /// Writes `plan`'s frames to `url`. Delays are in 1/100 s: frames closer than 20 ms to the previous kept frame are
    /// dropped (browsers slow shorter delays down to 100 ms). `progress` gets frames done (of the
    /// sequence: two passes, palette then frames). `fullFrames` writes every frame whole (to measure what deltas save).
    static func write(
        _ plan: AnimationPlan, loader: FrameLoader, to url: URL, options: AnimationOptions, fullFrames: Bool = false,
        progress: (Int) -> Void = { _ in }
    ) throws {
        let kept = schedule(plan)
        let (width, height) = options.outputSize(width: loader.sourceWidth, height: loader.sourceHeight)
        guard width <= 65535, height <= 65535 else {
            throw AnimationError(path: url.path, message: "frames too large for GIF (\(width)×\(height))")
        }
        func done(_ frame: Scheduled, _ pass: Int) { progress((plan.sourceCount * pass + frame.frame.source + 1) / 2) }
        // Pass 1: the palette, from the first frame and each later frame's changed rectangle (every other pixel).
        let quantizer = try ImageQuantizer(maxColors: min(max(options.gifColors, 2), colorCount), path: url.path)
        var previousBitmap: Bitmap?
        for frame in kept {
            let bitmap = try loader.bitmap(frame.frame.file, width: width, height: height)
            let full = GIFRect(x: 0, y: 0, width: width, height: height)
            if let rect = previousBitmap.map({ GIFRect.changed(from: $0, to: bitmap) }) ?? full {
                try quantizer.add(bitmap, rect: rect, step: 2)
            }
            previousBitmap = bitmap
            done(frame, 0)
        }
        let mapper = PaletteMapper(palette: try quantizer.palette())

        // Pass 2: frames.
        let file = try StagedFile(url)
        try file.write(header(width: width, height: height, palette: mapper.palette, loopCount: options.loopCount))
        var previous: (bitmap: Bitmap, indices: [UInt8])?
        var pending: (rect: GIFRect, data: [UInt8], delay: Int, transparent: Bool)?
        for frame in kept {
            let bitmap = try loader.bitmap(frame.frame.file, width: width, height: height)
            var current = [UInt8](repeating: 0, count: width * height)
            mapper.map(bitmap, into: &current)
            defer { done(frame, 1) }
            guard let before = previous else {
                let data = LZWEncoder.encode(current)
                pending = (GIFRect(x: 0, y: 0, width: width, height: height), data, frame.delay, false)
                previous = (bitmap, current)
                continue
            }
            let changed =
                fullFrames
                ? GIFRect(x: 0, y: 0, width: width, height: height)
                : GIFRect.changed(from: before.indices, to: current, width: width, height: height)
            guard let rect = changed else {
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
                    masked[y * rect.width + x] = value == before.indices[row + x] ? transparentIndex : value
                }
            }
            if let pending {
                try file.write(
                    image(pending.rect, pending.data, delay: pending.delay, transparent: pending.transparent))
            }
            if fullFrames {
                pending = (rect, LZWEncoder.encode(plain), frame.delay, false)
            } else {
                // Unchanged pixels as transparent runs usually compress better; on scrolled content plain pixels can.
                let maskedData = LZWEncoder.encode(masked)
                let plainData = LZWEncoder.encode(plain)
                pending =
                    plainData.count < maskedData.count
                    ? (rect, plainData, frame.delay, false) : (rect, maskedData, frame.delay, true)
            }
            previous = (bitmap, current)
        }
        if let pending {
            try file.write(image(pending.rect, pending.data, delay: pending.delay, transparent: pending.transparent))
        }
        try file.write([0x3B])
        try file.commit()
    }

    /// A frame kept for the GIF and how long it shows, in 1/100 s.
    struct Scheduled {
        var frame: AnimationPlan.Frame
        var delay: Int
    }

    /// Keeps frames that start at least 2 centiseconds after the previous kept one; each shows until the next.
    static func schedule(_ plan: AnimationPlan) -> [Scheduled] {
        let centiseconds = { (tick: Int) in Int((plan.milliseconds(tick) / 10).rounded()) }
        var kept: [(frame: AnimationPlan.Frame, start: Int)] = []
        for frame in plan.frames {
            let start = centiseconds(frame.start)
            if let last = kept.last, start < last.start + 2 { continue }
            kept.append((frame, start))
        }
        let end = centiseconds(plan.totalUnits)
        return kept.enumerated().map { index, entry in
            let next = index + 1 < kept.count ? kept[index + 1].start : max(end, entry.start + 2)
            return Scheduled(frame: entry.frame, delay: next - entry.start)
        }
    }

    /// Signature, logical screen with a 256-entry global colour table, and the NETSCAPE2.0 loop extension.
    static func header(width: Int, height: Int, palette: [PaletteColor], loopCount: Int) -> [UInt8] {
        var out = Array("GIF89a".utf8)
        appendLittleEndian(width, to: &out)
        appendLittleEndian(height, to: &out)
        out += [0xF7, 0, 0]  // global table of 256 entries, 8-bit colour resolution; background 0; square pixels
        for index in 0..<256 {
            let color = index < palette.count ? palette[index] : PaletteColor(r: 0, g: 0, b: 0)
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
}
