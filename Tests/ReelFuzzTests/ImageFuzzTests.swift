import Foundation
import ReelCore
import ReelDiff
import ReelGraphics
import ReelTestSupport
import Testing

/// Corrupt PNG, JPEG and WebP bytes through every decoder reel has: the cell thumbnailer (`ImageDecoder`, which
/// sniffs PNG and JPEG and refuses anything else), the PNG frame reader of `diff`/`check`, and the size readers.
/// Each must throw or return an image of the asked-for size.
@Suite(.tags(.fuzz)) struct ImageFuzzTests {
    /// Valid images to start from: reel's own PNG, a libpng-path PNG (an RGBA one), a JPEG, and a WebP header.
    static let seeds: [(name: String, bytes: [UInt8])] = {
        var seeds: [(String, [UInt8])] = [("png", SyntheticImage.png(index: 3, width: 24, height: 16))]
        if let jpeg = try? SyntheticPhoto.jpeg(width: 40, height: 30) { seeds.append(("jpeg", jpeg)) }
        // RIFF....WEBPVP8L: a lossless WebP header and a little bitstream; reel refuses WebP cell images by format.
        let webp: [UInt8] =
            Array("RIFF".utf8) + [40, 0, 0, 0] + Array("WEBPVP8L".utf8) + [28, 0, 0, 0, 0x2F, 7, 0xC0, 3, 0]
            + [UInt8](repeating: 0x55, count: 23)
        seeds.append(("webp", webp))
        return seeds
    }()

    /// One corruption of `bytes`: flipped bytes, a cut, a doubled slice, a field set to an extreme, or noise.
    static func corrupt(_ bytes: [UInt8], random: inout SplitMix64) -> (bytes: [UInt8], what: String) {
        var out = bytes
        var what: [String] = []
        for _ in 0..<random.int(1...3) {
            guard !out.isEmpty else { break }
            switch random.int(0..<6) {
            case 0:
                for _ in 0..<random.int(1...8) {
                    out[random.int(0..<out.count)] = UInt8(truncatingIfNeeded: random.next())
                }
                what.append("flip")
            case 1:
                out = Array(out.prefix(random.int(0..<out.count)))
                what.append("cut")
            case 2:
                let start = random.int(0..<out.count)
                let slice = out[start..<min(out.count, start + random.int(1...64))]
                out.insert(contentsOf: slice, at: random.int(0...out.count))
                what.append("double")
            case 3:
                // A 4-byte field (a PNG width/height or chunk length, a JPEG segment) set to an extreme.
                let at = random.int(0..<max(1, out.count - 4))
                let value: [UInt8] = random.pick([
                    [0xFF, 0xFF, 0xFF, 0xFF], [0x7F, 0xFF, 0xFF, 0xFF], [0, 0, 0, 0],
                    [0, 0, 0x80, 0], [0x00, 0x01, 0x00, 0x00],
                ])
                for (offset, byte) in value.enumerated() where at + offset < out.count { out[at + offset] = byte }
                what.append("field@\(at)")
            case 4:
                out += (0..<random.int(1...512)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                what.append("noise")
            default:
                let at = random.int(0..<out.count)
                out.removeSubrange(at..<min(out.count, at + random.int(1...32)))
                what.append("drop")
            }
        }
        return (out, what.joined(separator: " "))
    }

    @Test func corruptImagesThrowOrDecodeToTheAskedSize() throws {
        let run = FuzzRun.current
        let failures = FuzzFailures()
        let numbers = run.numbers(fast: 1_500)
        for number in numbers {
            run.starting("image", number)
            var random = run.generator("image", number)
            let seed = random.pick(Self.seeds)
            let (bytes, what) = Self.corrupt(seed.bytes, random: &random)
            let label = "\(seed.name) [\(what)]"
            let (width, height) = (random.int(1...48), random.int(1...48))
            if let thumbnail = try? ImageDecoder.thumbnail(bytes, width: width, height: height, maxPixels: 4_000_000),
                thumbnail.width != width || thumbnail.height != height
            {
                failures.add("image", number, "\(label): thumbnail \(thumbnail.width)x\(thumbnail.height)")
            }
            if let image = try? PNGFrameReader.decode(bytes, name: "fuzz.png"),
                image.pixels.count != image.width * image.height
            {
                let size = "\(image.width)x\(image.height)"
                failures.add("image", number, "\(label): \(image.pixels.count) pixels for \(size)")
            }
            _ = PNGFrameReader.size(bytes)
            _ = try? JPEGDecoder.plannedSize(bytes, maxPixels: 4_000_000)
        }
        run.report("image", cases: numbers.count, failures: failures.all)
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }
}
