import Foundation
import ReelDiff
import ReelTestSupport
import Testing

/// `reel diff`'s counts against the Python port of pixelmatch (pip `pixelmatch` 0.4.0, a port of pixelmatch 5.x).
///
/// For opaque images 5.x and 7.2 agree: 7.x computes the YIQ delta from channel differences instead of from each
/// colour's YIQ (the same value up to rounding, and never on the other side of 35215·t² for 8-bit inputs), compares
/// neighbours' whole 32-bit values in `hasManySiblings` (the same as comparing RGBA bytes), and only changes how
/// transparent pixels are blended. So the port is used unpatched, on opaque images only.
@Suite(.tags(.endToEnd)) struct PixelmatchOracleTests {
    static let script = #"""
        import sys
        from pixelmatch import pixelmatch
        width, height, threshold, include_aa = (int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]),
                                                sys.argv[4] == "1")
        pairs = sys.argv[5:]
        for i in range(0, len(pairs), 2):
            a = open(pairs[i], "rb").read()
            b = open(pairs[i + 1], "rb").read()
            print(pixelmatch(a, b, width, height, threshold=threshold, includeAA=include_aa))
        """#

    /// Writes RGBA bytes pixelmatch reads.
    static func rgba(_ image: PixelImage) -> Data {
        var bytes = [UInt8](repeating: 255, count: image.count * 4)
        for (i, value) in image.pixels.enumerated() {
            bytes[i * 4] = UInt8(truncatingIfNeeded: value >> 16)
            bytes[i * 4 + 1] = UInt8(truncatingIfNeeded: value >> 8)
            bytes[i * 4 + 2] = UInt8(truncatingIfNeeded: value)
        }
        return Data(bytes)
    }

    /// Runs the oracle on every pair; one count per pair.
    static func oracle(_ pairs: [(String, PixelImage, PixelImage)], threshold: Double, includeAA: Bool) throws -> [Int]
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var arguments = ["-c", script, "200", "150", String(threshold), includeAA ? "1" : "0"]
        for (name, a, b) in pairs {
            let (fileA, fileB) = (
                folder.appendingPathComponent("\(name)-a.rgba"), folder.appendingPathComponent("\(name)-b.rgba")
            )
            try rgba(a).write(to: fileA)
            try rgba(b).write(to: fileB)
            arguments += [fileA.path, fileB.path]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(
            process.terminationStatus == 0, "python3 with pixelmatch failed (scripts/install-test-deps.sh installs it)")
        return String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
    }

    @Test(arguments: [false, true])
    func countsMatchPixelmatchAtThresholdPointOne(includeAA: Bool) throws {
        let pairs = TestPictures.pairs()
        let expected = try Self.oracle(pairs, threshold: 0.1, includeAA: includeAA)
        try #require(expected.count == pairs.count)
        var report: [String] = []
        for ((name, a, b), oracle) in zip(pairs, expected) {
            let ours = PixelMatch.compare(a, b, threshold: 0.1, includeAA: includeAA)
            report.append("\(name): reel \(ours.differentPixels), pixelmatch \(oracle)")
            #expect(
                ours.differentPixels == oracle,
                "\(name) (includeAA \(includeAA)): reel \(ours.differentPixels), pixelmatch \(oracle)")
        }
        // Every pair must actually exercise the comparison.
        #expect(expected.contains { $0 > 0 })
        print("pixelmatch oracle, t=0.1, includeAA=\(includeAA): " + report.joined(separator: "; "))
    }

    @Test func exactThresholdAgreesToo() throws {
        let pairs = TestPictures.pairs()
        let expected = try Self.oracle(pairs, threshold: 0, includeAA: false)
        for ((name, a, b), oracle) in zip(pairs, expected) {
            #expect(PixelMatch.compare(a, b, threshold: 0, includeAA: false).differentPixels == oracle, "\(name)")
        }
    }
}
