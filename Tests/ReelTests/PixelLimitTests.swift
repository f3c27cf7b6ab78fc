import Foundation
import ReelTestSupport
import Testing

@testable import Reel
@testable import ReelGraphics

/// A PNG whose header claims `width`×`height` (valid signature and IHDR CRC, then a tiny IDAT).
func pngClaiming(width: UInt32, height: UInt32) -> [UInt8] {
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let length = UInt32(data.count)
        let crc = CRC32.checksum(body)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + body
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
    func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    let ihdr = be(width) + be(height) + [8, 2, 0, 0, 0]
    return PNGEncoder.signature + chunk("IHDR", ihdr) + chunk("IDAT", [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF])
        + chunk("IEND", [])
}

/// A small real JPEG whose SOF0 header is patched to claim `width`×`height`.
func jpegClaiming(width: UInt16, height: UInt16) throws -> [UInt8] {
    var bytes = try SyntheticPhoto.jpeg(width: 64, height: 48)
    guard let sof = (0..<bytes.count - 9).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }) else {
        return bytes
    }
    bytes[sof + 5] = UInt8(height >> 8)
    bytes[sof + 6] = UInt8(height & 0xFF)
    bytes[sof + 7] = UInt8(width >> 8)
    bytes[sof + 8] = UInt8(width & 0xFF)
    return bytes
}

@Suite(.tags(.endToEnd)) struct PixelLimitTests {
    @Test func aHugeImageHeaderIsRefusedWithoutAllocatingIt() async throws {
        let folder = Fixture.temporaryFolder("huge")
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(pngClaiming(width: 30_000, height: 30_000)).write(to: images.appendingPathComponent("huge.png"))
        try Data(try jpegClaiming(width: 30_000, height: 30_000)).write(
            to: images.appendingPathComponent("huge-photo.jpg"))
        try Data(SyntheticImage.png(index: 3, width: 64, height: 64)).write(
            to: images.appendingPathComponent("small.png"))
        let json = """
            {"name": "huge", "canvas": {"width": 200, "height": 320, "scale": 1, "fps": 10}, "template": "card-list",
             "items": {"directory": "images"}, "network": {"latency": {"median_ms": 50, "p95_ms": 50}},
             "script": [{"wait": {"ms": 500}}]}
            """
        let path = folder.appendingPathComponent("s.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        // Run the CLI as a child so its peak memory is its own. The child reports it (`run.peak_rss_mb`, VmHWM):
        // the kernel's `ru_maxrss` for a child also counts this test process, which it shares until `exec`.
        let run = try await runReel(["render", path, "--out", folder.appendingPathComponent("out").path, "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        let summaryJSON = try Data(contentsOf: folder.appendingPathComponent("out/summary.json"))
        let runSection = try #require(
            (try JSONSerialization.jsonObject(with: summaryJSON) as? [String: Any])?["run"] as? [String: Any])
        let peak = try #require(runSection["peak_rss_mb"] as? Double)
        // 30000×30000×4 bytes would be 3.6 GB; the whole run must stay far below.
        #expect(peak > 0 && peak < 400, "peak \(peak) MB")
        let summary = try String(contentsOf: folder.appendingPathComponent("out/summary.json"), encoding: .utf8)
        #expect(summary.contains("\"delivered\":1,\"failed\":2"))
        let timeline = try String(contentsOf: folder.appendingPathComponent("out/timeline.jsonl"), encoding: .utf8)
        let failure = timeline.split(separator: "\n").first { $0.contains("\"ok\":false") }.map(String.init) ?? ""
        #expect(failure.contains("30000"), "\(failure)")
        #expect(
            timeline.split(separator: "\n").filter { $0.contains("\"ok\":false") && $0.contains("30000") }.count == 2)
    }
}
