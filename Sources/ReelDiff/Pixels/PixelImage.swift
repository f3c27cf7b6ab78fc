import CPixelOps
import Foundation
import ReelGraphics

/// An image as packed native-endian 32-bit pixels 0xAARRGGBB, row after row with no padding (cairo's ARGB32 layout).
///
/// Diffs compare the RGB bits only: reel's frames are opaque, and any alpha a PNG carries has been composited
/// onto black (premultiplied) when it was read.
package struct PixelImage: Sendable, Equatable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// `width * height` pixels.
    package var pixels: [UInt32]

    /// Wraps pixels; `pixels.count` must be `width * height`.
    package init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Copies a drawn frame's rows from its surface (dropping any row padding), every pixel opaque: one copy, where
    /// going through a `Bitmap` takes two.
    package init(surface: CairoSurface) {
        let (width, height) = (surface.width, surface.height)
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, initialized in
            surface.withUnsafeData { data, stride in
                guard let target = buffer.baseAddress, let source = data.baseAddress else { return }
                for row in 0..<height {
                    memcpy(target + row * width, source + row * stride, width * 4)
                }
            }
            for i in 0..<width * height { buffer[i] |= 0xFF00_0000 }
            initialized = width * height
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Copies a cairo bitmap's rows (dropping any row padding).
    package init(_ bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height, pixels: bitmap.packedPixels())
    }

    /// The pixel count.
    package var count: Int { width * height }

    /// Whether both images have the same RGB values everywhere (alpha ignored).
    func hasSameRGB(as other: PixelImage) -> Bool {
        guard width == other.width, height == other.height else { return false }
        if pixels == other.pixels { return true }
        return pixels.withUnsafeBufferPointer { a in
            other.pixels.withUnsafeBufferPointer { b in
                for i in 0..<a.count where (a[i] ^ b[i]) & 0x00FF_FFFF != 0 { return false }
                return true
            }
        }
    }

    /// The image as an 8-bit RGB PNG, the bytes a run's frame file with these pixels has (reel's zero-run encoder,
    /// `PNGEncoder()`). Diff images use it too: against libdeflate's level 1, a failing check of the quickstart wrote
    /// its images in two thirds of the time, and its diff images were 7% smaller.
    package func pngBytes() -> [UInt8] {
        precondition(width > 0 && height > 0, "cannot encode an empty image")
        return pixels.withUnsafeBytes { raw in
            PNGEncoder().encode(data: raw, width: width, height: height, stride: width * 4).bytes
        }
    }

    /// The XXH3-128 hash of the RGB rows, as reel's manifests record it.
    /// Streamed a row at a time: no copy of the whole image (a check hashes every golden frame it decodes).
    package func rgbHash() -> String {
        guard width > 0, height > 0, let hasher = StreamingHash() else { return ContentHash.hex(rgb) }
        // One spare byte: the shuffle may write one byte past the row.
        var row = [UInt8](repeating: 0, count: width * 3 + 1)
        pixels.withUnsafeBufferPointer { source in
            row.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    reel_argb_to_rgb(source.baseAddress! + y * width, target.baseAddress!, width)
                    hasher.update(target.baseAddress!, count: width * 3)
                }
            }
        }
        return hasher.hexDigest()
    }

    /// The packed 8-bit RGB rows (what a manifest's hash and a compact golden's video hold).
    package var rgb: [UInt8] {
        var out = [UInt8](repeating: 0, count: count * 3)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for i in 0..<source.count {
                    let value = source[i]
                    target[i * 3] = UInt8(truncatingIfNeeded: value >> 16)
                    target[i * 3 + 1] = UInt8(truncatingIfNeeded: value >> 8)
                    target[i * 3 + 2] = UInt8(truncatingIfNeeded: value)
                }
            }
        }
        return out
    }
}
