import Foundation
import ReelFiles
import ReelGraphics

/// Assembles an APNG from frame PNGs: at the frames' own size each frame's IDAT data is copied into fdAT chunks without
/// re-encoding; scaled frames are encoded again. A run of identical frames becomes one frame shown for the whole run.
package enum APNGWriter {
    /// Writes `plan`'s frames to `url`; every frame must have the first frame's IHDR. `progress` gets frames done.
    static func write(
        _ plan: AnimationPlan, loader: FrameLoader, to url: URL, options: AnimationOptions,
        progress: (Int) -> Void = { _ in }
    ) throws {
        guard let firstFrame = plan.frames.first else { throw AnimationError(path: url.path, message: "no frames") }
        let (width, height) = options.outputSize(width: loader.sourceWidth, height: loader.sourceHeight)
        let copy = width == loader.sourceWidth && height == loader.sourceHeight
        let encoder = PNGEncoder(compressionLevel: 6)
        let file = try StagedFile(url)
        var header: [UInt8]?
        var sequenceNumber: UInt32 = 0
        for (number, frame) in plan.frames.enumerated() {
            let png =
                copy
                ? try FrameLoader.bytes(of: frame.file)
                : encoder.encode(try loader.bitmap(frame.file, width: width, height: height)).bytes
            let chunks = try PNGChunks.read(png, path: frame.file.path)
            guard let ihdr = chunks.first(where: { $0.type == "IHDR" })?.data, ihdr.count == 13 else {
                throw AnimationError(path: frame.file.path, message: "no IHDR chunk")
            }
            let data = chunks.filter { $0.type == "IDAT" }.map(\.data)
            guard !data.isEmpty else { throw AnimationError(path: frame.file.path, message: "no IDAT chunk") }
            if let header {
                guard header == ihdr else {
                    throw AnimationError(
                        path: frame.file.path,
                        message: "size or pixel format differs from \(firstFrame.file.lastPathComponent)")
                }
            } else {
                header = ihdr
                var start = PNGChunks.signature
                start += PNGChunks.encode(type: "IHDR", data: ihdr)
                var actl: [UInt8] = []
                PNGChunks.appendBigEndian(UInt32(plan.frames.count), to: &actl)
                PNGChunks.appendBigEndian(UInt32(options.loopCount), to: &actl)
                start += PNGChunks.encode(type: "acTL", data: actl)
                try file.write(start)
            }
            let (numerator, denominator) = delay(frames: frame.units, rate: plan.tickRate)
            var fctl: [UInt8] = []
            PNGChunks.appendBigEndian(sequenceNumber, to: &fctl)
            PNGChunks.appendBigEndian(PNGChunks.bigEndian32(ihdr, at: 0), to: &fctl)
            PNGChunks.appendBigEndian(PNGChunks.bigEndian32(ihdr, at: 4), to: &fctl)
            PNGChunks.appendBigEndian(UInt32(0), to: &fctl)  // x offset
            PNGChunks.appendBigEndian(UInt32(0), to: &fctl)  // y offset
            PNGChunks.appendBigEndian(numerator, to: &fctl)
            PNGChunks.appendBigEndian(denominator, to: &fctl)
            fctl += [0, 0]  // dispose: none; blend: source (every frame covers the canvas)
            sequenceNumber += 1
            var out = PNGChunks.encode(type: "fcTL", data: fctl)
            for chunk in data {
                if number == 0 {
                    out += PNGChunks.encode(type: "IDAT", data: chunk)
                } else {
                    var fdat: [UInt8] = []
                    fdat.reserveCapacity(chunk.count + 4)
                    PNGChunks.appendBigEndian(sequenceNumber, to: &fdat)
                    fdat += chunk
                    sequenceNumber += 1
                    out += PNGChunks.encode(type: "fdAT", data: fdat)
                }
            }
            try file.write(out)
            progress(frame.source + 1)
        }
        try file.write(PNGChunks.encode(type: "IEND", data: []))
        try file.commit()
    }

    /// The fcTL delay of `frames` frames at `rate` frames/s: exact (frames/rate) when it fits 16 bits, else rounded.
    static func delay(frames: Int, rate: Double) -> (UInt16, UInt16) {
        let wholeRate = rate.rounded()
        if abs(rate - wholeRate) < 1e-9, wholeRate >= 1, wholeRate <= 65535, frames <= 65535 {
            return (UInt16(frames), UInt16(wholeRate))
        }
        let seconds = Double(frames) / rate
        for denominator in [1000.0, 100, 10, 1] where (seconds * denominator).rounded() <= 65535 {
            return (UInt16(max(1, (seconds * denominator).rounded())), UInt16(denominator))
        }
        return (65535, 1)
    }
}
