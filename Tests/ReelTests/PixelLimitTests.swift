import Foundation
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
    return PNGEncoder.signature + chunk("IHDR", ihdr) + chunk("IDAT", [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF]) + chunk("IEND", [])
}

/// Peak resident memory of this process so far, in bytes.
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

@Suite struct PixelLimitTests {
    @Test func aHugeImageHeaderIsRefusedWithoutAllocatingIt() async throws {
        let folder = Fixture.temporaryFolder("huge")
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(pngClaiming(width: 30_000, height: 30_000)).write(to: images.appendingPathComponent("huge.png"))
        try Data(SyntheticImage.png(index: 3, width: 64, height: 64)).write(to: images.appendingPathComponent("small.png"))
        let json = """
            {"name": "huge", "canvas": {"width": 200, "height": 200, "scale": 1, "fps": 10}, "template": "card-list",
             "items": {"directory": "images"}, "script": [{"wait": {"ms": 500}}]}
            """
        let path = folder.appendingPathComponent("s.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let before = peakResidentBytes()
        let result = try await Runner.run(try LoadedScenario.load(path: path), options: RunOptions(outputDirectory: folder.appendingPathComponent("out")))
        // 30000×30000×4 bytes would be 3.6 GB; the run must not come near it.
        #expect(peakResidentBytes() - before < 1_000 * 1024 * 1024)  // other tests run in parallel: leave room
        #expect(result.metrics.requestsFailed == 1)
        #expect(result.metrics.requestsDelivered == 1)
        let timeline = try String(contentsOf: folder.appendingPathComponent("out/timeline.jsonl"), encoding: .utf8)
        let failure = timeline.split(separator: "\n").first { $0.contains("\"ok\":false") }.map(String.init) ?? ""
        #expect(failure.contains("\"item\":\"huge\""))
        #expect(failure.contains("30000"), "\(failure)")
    }
}
