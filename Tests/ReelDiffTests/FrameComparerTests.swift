import Foundation
import ReelDiff
import ReelFormats
import ReelGraphics
import Testing

@Suite struct FrameComparerTests {
    static func folder(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-diff-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("frames"), withIntermediateDirectories: true)
        return url
    }

    static func write(_ images: [PixelImage], to folder: URL) throws {
        for (index, image) in images.enumerated() {
            try Data(image.pngBytes()).write(to: RunFolder(folder).frame(index))
        }
    }

    @Test func foldersReportFirstFailingFrameRunsAndWriteDeterministicFiles() throws {
        let (a, b) = (try Self.folder("a"), try Self.folder("b"))
        defer { for url in [a, b] { try? FileManager.default.removeItem(at: url) } }
        let same = TestPictures.shapes()
        try Self.write([same, same, TestPictures.shapes(hue: 0.2), same, TestPictures.text("x")], to: a)
        try Self.write([same, same, TestPictures.shapes(hue: 0.5), same, TestPictures.text("y")], to: b)
        var outputs: [[String: Data]] = []
        for attempt in 0..<2 {
            let out = a.appendingPathComponent("out\(attempt)")
            try DiffOutput.prepare(out)
            let comparer = FrameComparer(options: DiffOptions(), artifacts: FrameArtifacts(directory: out))
            let report = DiffReport(
                expected: "a", actual: "b", options: DiffOptions(),
                frames: try comparer.compare(expected: try FrameSet.open(a.path), actual: try FrameSet.open(b.path)))
            try DiffOutput.write(report, to: out)
            #expect(report.firstFailing == 2)
            #expect(report.runs.map { [$0.first, $0.last] } == [[2, 2], [4, 4]])
            #expect(report.frames[0].fastPath == .bytes)
            var files: [String: Data] = [:]
            for name in ["results.json", "junit.xml", "diff/frame-00002.png", "diff/frame-00004.png"] {
                files[name] = try Data(contentsOf: out.appendingPathComponent(name))
            }
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("diff/frame-00000.png").path))
            outputs.append(files)
        }
        #expect(outputs[0] == outputs[1])
        let junit = String(decoding: outputs[0]["junit.xml"]!, as: UTF8.self)
        #expect(junit.contains("failures=\"2\"") && junit.contains("<testcase name=\"frame 2\""))
    }

    @Test func badInputIsSaidPlainly() throws {
        let (a, b) = (try Self.folder("a"), try Self.folder("b"))
        defer { for url in [a, b] { try? FileManager.default.removeItem(at: url) } }
        try Self.write([TestPictures.shapes(), TestPictures.shapes()], to: a)
        try Self.write([TestPictures.shapes()], to: b)
        let comparer = FrameComparer(options: DiffOptions())
        let missing = #expect(throws: DiffInputError.self) {
            try comparer.compare(expected: try FrameSet.open(a.path), actual: try FrameSet.open(b.path))
        }
        #expect(missing?.description.contains("frame 1 is missing") == true)

        let small = PixelImage(width: 10, height: 10, pixels: [UInt32](repeating: 0xFF00_0000, count: 100))
        try Data(small.pngBytes()).write(to: b.appendingPathComponent("frames/frame-00001.png"))
        let size = #expect(throws: DiffInputError.self) {
            try comparer.compare(expected: try FrameSet.open(a.path), actual: try FrameSet.open(b.path))
        }
        #expect(size?.description.contains("is 10×10 but") == true)

        try Data("<html>".utf8).write(to: b.appendingPathComponent("frames/frame-00001.png"))
        let unreadable = #expect(throws: DiffInputError.self) {
            try comparer.compare(expected: try FrameSet.open(a.path), actual: try FrameSet.open(b.path))
        }
        #expect(unreadable?.description.contains("not a PNG") == true)
        #expect(throws: DiffInputError.self) { try FrameSet.open("/nonexistent/frames") }
    }

    /// Without artifacts, frames are compared several at a time: the results must be those of comparing each pair on
    /// its own, in frame order, and of several bad frames the first in frame order is the one reported.
    @Test func framesComparedTogetherGiveEachPairsResultInOrder() throws {
        let (a, b) = (try Self.folder("a"), try Self.folder("b"))
        defer { for url in [a, b] { try? FileManager.default.removeItem(at: url) } }
        let shapes = (0..<8).map { TestPictures.shapes(hue: Double($0) / 8) }
        try Self.write(shapes, to: a)
        try Self.write(shapes.indices.map { $0 % 3 == 0 ? shapes[$0] : TestPictures.shapes(hue: 0.9) }, to: b)
        let comparer = FrameComparer(options: DiffOptions())
        let (expected, actual) = (try FrameSet.open(a.path), try FrameSet.open(b.path))
        let together = try comparer.compare(expected: expected, actual: actual)
        let alone = try zip(expected.frames, actual.frames).map { try comparer.compare($0, $1) }
        #expect(together == alone)
        #expect(together.map(\.index) == Array(0..<8))
        #expect(together.filter { $0.status == .different }.count >= 4)

        for bad in [6, 2] {
            try Data("<html>".utf8).write(to: b.appendingPathComponent("frames/frame-0000\(bad).png"))
        }
        let error = #expect(throws: DiffInputError.self) { try comparer.compare(expected: expected, actual: actual) }
        #expect(error?.description.contains("frame-00002.png") == true)
    }

    @Test func equalManifestHashesSkipDecoding() throws {
        let frame = FrameSet.Frame(index: 0, file: URL(fileURLWithPath: "/nonexistent.png"), pixelHash: "abc")
        let result = try FrameComparer(options: DiffOptions()).compare(frame, frame)
        #expect(result.status == .identical && result.fastPath == .hash)
    }

    @Test func samePixelsInDifferentFilesAreIdentical() throws {
        let image = TestPictures.photo(seed: 3)
        let folder = try Self.folder("reencoded")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (one, two) = (folder.appendingPathComponent("one.png"), folder.appendingPathComponent("two.png"))
        try Data(image.pngBytes()).write(to: one)
        let other = image.pixels.withUnsafeBytes {
            PNGEncoder(compressionLevel: 9).encode(
                data: $0, width: image.width, height: image.height, stride: image.width * 4
            ).bytes
        }
        try Data(other).write(to: two)
        let result = try FrameComparer(options: DiffOptions()).compare(
            FrameSet.Frame(index: 0, file: one, pixelHash: nil), FrameSet.Frame(index: 0, file: two, pixelHash: nil))
        #expect(result.fastPath == .pixels)
        let hash = image.pixels.withUnsafeBytes {
            PNGEncoder().encode(data: $0, width: image.width, height: image.height, stride: image.width * 4).pixelHash
        }
        #expect(image.rgbHash() == hash)
    }
}
