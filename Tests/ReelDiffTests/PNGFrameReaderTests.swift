import Foundation
import ReelDiff
import ReelGraphics
import Testing

@Suite struct PNGFrameReaderTests {
    @Test func decodesReelsFramesIntoPackedPixels() throws {
        let pixels: [UInt32] = [0xFF10_2030, 0xFF40_5060, 0xFF70_8090, 0xFF00_0000, 0xFFFF_FFFF, 0xFF12_3456]
        let image = PixelImage(width: 3, height: 2, pixels: pixels)
        #expect(try PNGFrameReader.decode(image.pngBytes(), name: "frame.png") == image)
        #expect(PNGFrameReader.size(image.pngBytes())! == (3, 2))
    }

    /// A FIFO among frames is refused at once: opening it must not wait for a writer.
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-fifo-\(UUID()).png").path
        #expect(mkfifo(path, 0o644) == 0)
        defer { unlink(path) }
        #expect(throws: DiffInputError(file: path, message: "expected a PNG file, found a FIFO")) {
            _ = try PNGFrameReader.read(URL(fileURLWithPath: path))
        }
    }

    @Test func truncatedDataIsAnError() throws {
        let pixels = (0..<1_200).map { 0xFF00_0000 | UInt32($0 * 2_654_435) & 0xFF_FFFF }
        let png = PixelImage(width: 40, height: 30, pixels: pixels).pngBytes()
        let error = #expect(throws: DiffInputError.self) {
            try PNGFrameReader.decode(Array(png.prefix(60)), name: "cut.png")
        }
        #expect(error?.description.hasPrefix("cut.png: unreadable PNG") == true)
    }
}
