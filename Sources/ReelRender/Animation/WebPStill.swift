import CWebP
import ReelGraphics

/// Encodes single (lossy) WebP images, for small previews such as the report's filmstrip.
public enum WebPStill {
    /// The WebP bytes of `bitmap` at `quality` (0…100), or nil when libwebp fails.
    public static func encode(_ bitmap: Bitmap, quality: Double = 80) -> [UInt8]? {
        guard bitmap.width > 0, bitmap.height > 0, bitmap.stride >= bitmap.width * 4,
            bitmap.pixels.count >= bitmap.stride * bitmap.height
        else { return nil }
        var output: UnsafeMutablePointer<UInt8>?
        let size = bitmap.pixels.withUnsafeBufferPointer { pixels in
            pixels.baseAddress.map {
                WebPEncodeBGRA(
                    $0, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.stride), Float(quality), &output)
            } ?? 0
        }
        guard let output else { return nil }
        defer { WebPFree(output) }
        guard size > 0 else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
