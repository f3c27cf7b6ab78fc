import Foundation
import ReelGraphics
import Testing

@testable import ReelRender

@Suite struct GIFWriterTests {
    @Test(arguments: [0, 1, 7])
    func lzwRoundTripsAcrossTableResets(seed: Int) throws {
        // Low-entropy runs fill the 4096-entry table several times; noise exercises 12-bit codes.
        var state = UInt64(seed + 1)
        var pixels: [UInt8] = []
        for index in 0..<120_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            pixels.append(index % 3000 < 1500 ? UInt8(index / 50 % 7) : UInt8(truncatingIfNeeded: state >> 33))
        }
        let encoded = LZWEncoder.encode(pixels)
        #expect(try GIFReader.lzwDecode(encoded, minimumCodeSize: 8) == pixels)
        #expect(try GIFReader.lzwDecode(LZWEncoder.encode([]), minimumCodeSize: 8).isEmpty)
        #expect(try GIFReader.lzwDecode(LZWEncoder.encode([42]), minimumCodeSize: 8) == [42])
    }

    @Test func libimagequantPaletteKeepsFlatColoursExact() throws {
        let folder = try TestFrames.folder("quantizer")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try TestFrames.write(pattern: [0, 5], into: folder)
        let quantizer = try ImageQuantizer(maxColors: 255, path: "test")
        for file in files {
            let bitmap = try TestFrames.bitmap(file)
            try quantizer.add(bitmap, rect: GIFRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height))
        }
        let palette = try quantizer.palette()
        #expect(palette.count > 8 && palette.count <= 255)
        let frame = try TestFrames.bitmap(files[0])
        for (x, y) in [(60, 43), (5, 5), (22, 16)] {
            let pixel = frame.pixel(x: x, y: y)
            let color = PaletteColor(r: UInt8(pixel >> 16 & 0xFF), g: UInt8(pixel >> 8 & 0xFF), b: UInt8(pixel & 0xFF))
            #expect(palette.contains(color), "\(color) at \(x),\(y)")
        }
        // Asked for fewer colours, libimagequant gives no more.
        let small = try ImageQuantizer(maxColors: 8, path: "test")
        let bitmap = try TestFrames.bitmap(files[1])
        try small.add(bitmap, rect: GIFRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height))
        #expect(try small.palette().count <= 8)
    }

    @Test func frameDeltasMakeASmallerFileThanFullFrames() throws {
        let folder = try TestFrames.folder("gif-deltas")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try TestFrames.writeMovingSquare(count: 12, width: 160, height: 120, into: folder)
        let sequence = try FrameSequence.load(folder: folder)
        let options = AnimationOptions(fps: 10)
        let plan = try AnimationPlan(sequence, options: options)
        let loader = try FrameLoader(first: sequence.files[0])
        let deltas = folder.appendingPathComponent("deltas.gif")
        let full = folder.appendingPathComponent("full.gif")
        try GIFWriter.write(plan, loader: loader, to: deltas, options: options)
        try GIFWriter.write(plan, loader: loader, to: full, options: options, fullFrames: true)
        let deltaBytes = [UInt8](try Data(contentsOf: deltas))
        let fullBytes = [UInt8](try Data(contentsOf: full))
        #expect(deltaBytes.count < fullBytes.count * 3 / 4, "\(deltaBytes.count) vs \(fullBytes.count)")
        // Both show the same pictures.
        let a = try GIFReader(bytes: deltaBytes)
        let b = try GIFReader(bytes: fullBytes)
        #expect(a.canvases.count == b.canvases.count)
        for (x, y) in zip(a.canvases, b.canvases) {
            #expect(x.map { a.palette[Int($0)].0 } == y.map { b.palette[Int($0)].0 })
        }
    }

    @Test func writesOnePaletteChangedRectanglesAndCentisecondDelays() throws {
        let folder = try TestFrames.folder("gif")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pattern = [0, 0, 1, 2, 2, 2, 3, 4]
        let files = try TestFrames.write(pattern: pattern, into: folder)
        let sequence = try FrameSequence.load(folder: folder)
        let url = folder.appendingPathComponent("out.gif")
        try Animation.write(sequence, format: .gif, to: url, options: AnimationOptions(fps: 20, loopCount: 3))
        let gif = try GIFReader(bytes: [UInt8](try Data(contentsOf: url)))
        #expect(gif.width == 64 && gif.height == 48)
        #expect(gif.repeats == 2)
        #expect(gif.delays == [10, 5, 15, 5, 5])
        #expect(gif.canvases.count == sequence.runs.count)
        for (canvas, run) in zip(gif.canvases, sequence.runs) {
            let frame = try TestFrames.bitmap(files[run.first])
            var error = 0
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let pixel = frame.pixel(x: x, y: y)
                    let entry = gif.palette[Int(canvas[y * frame.width + x])]
                    error +=
                        abs(Int(entry.0) - Int(pixel >> 16 & 0xFF)) + abs(Int(entry.1) - Int(pixel >> 8 & 0xFF))
                        + abs(Int(entry.2) - Int(pixel & 0xFF))
                }
            }
            #expect(Double(error) / Double(frame.width * frame.height * 3) < 2, "mean error of frame \(run.first)")
            let background = gif.palette[Int(canvas[43 * frame.width + 60])]
            let expected = frame.pixel(x: 60, y: 43)
            #expect(
                [background.0, background.1, background.2] == [
                    UInt8(expected >> 16 & 0xFF), UInt8(expected >> 8 & 0xFF), UInt8(expected & 0xFF),
                ])
        }
        let again = folder.appendingPathComponent("again.gif")
        try Animation.write(sequence, format: .gif, to: again, options: AnimationOptions(fps: 20, loopCount: 3))
        #expect(try Data(contentsOf: url) == (try Data(contentsOf: again)))
    }

    @Test func framesCloserThanTwoCentisecondsAreDropped() throws {
        let runs = (0..<10).map { FrameSequence.Run(file: URL(fileURLWithPath: "/f\($0)"), first: $0, count: 1) }
        let sequence = FrameSequence(files: runs.map(\.file), runs: runs)
        let scheduled = GIFWriter.schedule(try AnimationPlan(sequence, options: AnimationOptions(fps: 60)))
        #expect(scheduled.allSatisfy { $0.delay >= 2 })
        #expect(scheduled.map(\.delay).reduce(0, +) == 17)
        #expect(scheduled.count < 10)
        let once = GIFWriter.header(width: 1, height: 1, palette: [], loopCount: 1)
        #expect(!once.contains(0xFF))
    }
}
