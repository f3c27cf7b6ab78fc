/// Decodes PNG or JPEG bytes (sniffed by magic bytes) straight into a thumbnail of the cell's pixel size.
package enum ImageDecoder {
    /// "png" for the 8-byte PNG signature, "jpeg" for FF D8 FF, nil for anything else.
    package static func sniff(_ data: [UInt8]) -> String? {
        if PNGDecoder.isPNG(data) { return "png" }
        if JPEGDecoder.isJPEG(data) { return "jpeg" }
        return nil
    }

    /// Decodes (JPEGs DCT-scaled to just cover width×height) and aspect-fills to exactly width×height with cairo's
    /// GOOD filter; other bytes throw `.unsupportedFormat` naming what they look like (a non-positive size gives an
    /// empty bitmap).
    package static func thumbnail(
        _ data: [UInt8], width: Int, height: Int, maxPixels: Int
    ) throws(ImageDecodeError) -> Bitmap {
        try thumbnailAndSourceSize(data, width: width, height: height, maxPixels: maxPixels).thumbnail
    }

    /// Like `thumbnail`, also returning the full size of the source image (from its header).
    package static func thumbnailAndSourceSize(
        _ data: [UInt8], width: Int, height: Int, maxPixels: Int
    ) throws(ImageDecodeError) -> (thumbnail: Bitmap, sourceWidth: Int, sourceHeight: Int) {
        let decoded: Bitmap
        let source: (width: Int, height: Int)
        switch sniff(data) {
        case "png":
            decoded = try PNGDecoder.decode(data, maxPixels: maxPixels)
            source = (decoded.width, decoded.height)
        case "jpeg":
            source = try JPEGDecoder.plannedSize(data, maxPixels: maxPixels)
            decoded = try JPEGDecoder.decode(data, maxPixels: maxPixels, targetWidth: width, targetHeight: height)
        default:
            throw .unsupportedFormat(ImageDecodeError.sniff(data))
        }
        // Checked once here, so that each frame can copy an opaque thumbnail instead of blending it.
        let thumbnail = try Thumbnailer.thumbnail(decoded, width: width, height: height).checkingOpacity()
        return (thumbnail, source.width, source.height)
    }
}
