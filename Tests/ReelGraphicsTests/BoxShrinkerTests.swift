import Testing

@testable import ReelGraphics

/// The report's previews: a frame shrunk by a whole factor, each pixel the mean of its block, read from the layers
/// as from the flattened frame.
struct BoxShrinkerTests {
    /// Each output pixel is the floor of its block's mean, channel by channel; the remainder rows and columns are
    /// dropped.
    @Test("each pixel is its block's mean", arguments: [1, 2, 3, 4, 5, 8, 16])
    func blockMeans(factor: Int) throws {
        let source = try LayeredFrameTests.noiseSurface(width: 47, height: 41, seed: UInt64(factor)).bitmap()
        let small = source.shrunk(by: factor)
        #expect(small.width == max(1, 47 / factor) && small.height == max(1, 41 / factor))
        for y in 0..<small.height {
            for x in 0..<small.width {
                for channel in 0..<3 {
                    var sum = 0
                    for dy in 0..<factor {
                        for dx in 0..<factor {
                            let offset = (y * factor + dy) * source.stride + (x * factor + dx) * 4 + channel
                            sum += Int(source.pixels[offset])
                        }
                    }
                    #expect(Int(small.pixels[y * small.stride + x * 4 + channel]) == sum / (factor * factor))
                }
                #expect(small.pixels[y * small.stride + x * 4 + 3] == 255)
            }
        }
    }

    /// The largest sums a block can have (every byte 255) and the smallest keep their value, whether the row is
    /// written with vector instructions (factors 2, 3, 4, 8, 16) or by division.
    @Test("white stays white and black stays black", arguments: [2, 3, 5, 8, 16])
    func extremes(factor: Int) {
        for value in [UInt8(0), 255] {
            let (width, height) = (factor * 5, factor * 2)
            let source = Bitmap(
                width: width, height: height, stride: width * 4,
                pixels: [UInt8](repeating: value, count: width * height * 4))
            let small = source.shrunk(by: factor)
            #expect(small.pixels == (0..<10).flatMap { _ in [value, value, value, 255] })
        }
    }

    @Test("a layered frame shrinks to what its flattened surface shrinks to, and is left as it was")
    func layersEqualFlattened() throws {
        let layered = LayeredFrame(
            surface: try LayeredFrameTests.noiseSurface(width: 64, height: 48, seed: 3),
            copies: LayeredFrameTests.copies)
        let before = layered.surface.bitmap()
        let fromLayers = layered.shrunk(by: 3)
        #expect(layered.surface.bitmap() == before, "shrinking wrote into the surface")
        let flat = LayeredFrame(
            surface: try LayeredFrameTests.noiseSurface(width: 64, height: 48, seed: 3),
            copies: LayeredFrameTests.copies
        ).flattened()
        #expect(fromLayers == flat.bitmap().shrunk(by: 3))
    }
}
