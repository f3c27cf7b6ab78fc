import Testing

@testable import ReelGraphics

struct ImageDecoderTests {
    @Test func sniffsPNGAndJPEGOnly() throws {
        #expect(ImageDecoder.sniff(SyntheticImage.png(index: 1, width: 8, height: 8)) == "png")
        #expect(ImageDecoder.sniff(try JPEGDecoderTests.quadrantJPEG()) == "jpeg")
        #expect(ImageDecoder.sniff(Array("GIF89a".utf8)) == nil)
        #expect(ImageDecoder.sniff([]) == nil)
        #expect(ImageDecoder.sniff([0xFF, 0xD8]) == nil)
    }

    @Test func thumbnailsAPNG() throws {
        let png = SyntheticImage.png(index: 7, width: 300, height: 200)
        let thumbnail = try ImageDecoder.thumbnail(png, width: 64, height: 48, maxPixels: 1_000_000)
        #expect(thumbnail.width == 64 && thumbnail.height == 48 && thumbnail.isWellFormed)
        #expect(thumbnail.pixel(x: 32, y: 24) >> 24 == 0xFF)
    }

    @Test func thumbnailsAJPEGToExactSizeWithColoursKept() throws {
        let jpeg = try JPEGDecoderTests.quadrantJPEG(width: 800, height: 600)
        let thumbnail = try ImageDecoder.thumbnail(jpeg, width: 64, height: 64, maxPixels: 1_000_000)
        #expect(thumbnail.width == 64 && thumbnail.height == 64 && thumbnail.isWellFormed)
        // Aspect-fill crops the sides of the 4:3 image; the quadrants stay in their corners.
        #expect(JPEGDecoderTests.close(thumbnail.pixel(x: 12, y: 12), r: 255, g: 0, b: 0, tolerance: 16))
        #expect(JPEGDecoderTests.close(thumbnail.pixel(x: 52, y: 12), r: 0, g: 255, b: 0, tolerance: 16))
        #expect(JPEGDecoderTests.close(thumbnail.pixel(x: 12, y: 52), r: 0, g: 0, b: 255, tolerance: 16))
        #expect(JPEGDecoderTests.close(thumbnail.pixel(x: 52, y: 52), r: 255, g: 255, b: 255, tolerance: 16))
    }

    @Test func appliesThePixelLimitToBothFormats() throws {
        let png = SyntheticImage.png(index: 2, width: 100, height: 100)
        #expect(throws: ImageDecodeError.tooManyPixels(width: 100, height: 100, limit: 9_999)) {
            try ImageDecoder.thumbnail(png, width: 10, height: 10, maxPixels: 9_999)
        }
        let jpeg = try JPEGDecoderTests.quadrantJPEG(width: 100, height: 100)
        #expect(throws: ImageDecodeError.tooManyPixels(width: 100, height: 100, limit: 9_999)) {
            try ImageDecoder.thumbnail(jpeg, width: 10, height: 10, maxPixels: 9_999)
        }
    }

    @Test func describesUnsupportedBytes() {
        let html = Array("<!DOCTYPE html><html><body>Not Found</body></html>".utf8)
        #expect(throws: ImageDecodeError.unsupportedFormat("HTML")) {
            try ImageDecoder.thumbnail(html, width: 32, height: 32, maxPixels: 1_000_000)
        }
        let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B]
        #expect(throws: ImageDecodeError.unsupportedFormat("GIF")) {
            try ImageDecoder.thumbnail(gif, width: 32, height: 32, maxPixels: 1_000_000)
        }
        #expect(throws: ImageDecodeError.unsupportedFormat("empty")) {
            try ImageDecoder.thumbnail([], width: 32, height: 32, maxPixels: 1_000_000)
        }
        #expect(throws: ImageDecodeError.unsupportedFormat("unknown (first bytes 00 01 02 03)")) {
            try ImageDecoder.thumbnail([0, 1, 2, 3], width: 32, height: 32, maxPixels: 1_000_000)
        }
    }

    @Test func corruptJPEGIsReportedNotThumbnailed() throws {
        let jpeg = try JPEGDecoderTests.noiseJPEG()
        let error = #expect(throws: ImageDecodeError.self) {
            try ImageDecoder.thumbnail(Array(jpeg.prefix(jpeg.count / 2)), width: 32, height: 32, maxPixels: 1_000_000)
        }
        if case .corrupt = error {} else { Issue.record("expected corrupt, got \(String(describing: error))") }
    }
}
