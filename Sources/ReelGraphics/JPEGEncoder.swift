import CTurboJPEG

/// Encodes opaque bitmaps as JPEG (libjpeg-turbo, 4:2:0), for small lossy previews such as the report's frames.
package enum JPEGEncoder {
    /// The JPEG bytes of `bitmap` (alpha ignored) at `quality` (1…100), or nil when libjpeg-turbo fails.
    package static func encode(_ bitmap: Bitmap, quality: Int = 80) -> [UInt8]? {
        try? TurboJPEGHandle.encode(bitmap, quality: min(max(quality, 1), 100))
    }
}
