import Foundation
import ReelCore
import ReelFiles
import ReelGraphics
import ReelTestSupport
import Testing

@testable import Reel

/// `python3 -m http.server` on loopback: a real web server that is not reel's own.
final class PythonHTTPServer {
    let process = Process()
    let port: Int

    init(directory: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", directory.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 41235 (http://127.0.0.1:41235/) ..."
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = text.range(of: "port "), let port = Int(text[range.upperBound...].prefix { $0.isNumber })
        else {
            kill(process.processIdentifier, SIGKILL)
            throw OutputError(path: "python3 -m http.server", message: "did not report its port: \(text)")
        }
        self.port = port
    }

    deinit {
        // SIGKILL: children of this test process may inherit a signal mask that blocks SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

@Suite(.tags(.endToEnd)) struct RealServerGalleryTests {
    @Test func aGalleryOfLargeJPEGsAndPNGsFromAnotherServerLoadsAndShowsCorrectly() async throws {
        let folder = Fixture.temporaryFolder("gallery")
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var names: [String] = []
        for index in 0..<4 {
            let jpeg = try SyntheticPhoto.jpeg(width: 4000, height: 3000, grain: 7 + index * 4)
            try Data(jpeg).write(to: photos.appendingPathComponent("photo-\(index).jpg"))
            names.append("photo-\(index).jpg")
            let png = SyntheticImage.png(index: index, width: 1800, height: 1200)
            try Data(png).write(to: photos.appendingPathComponent("poster-\(index).png"))
            names.append("poster-\(index).png")
        }
        let server = try PythonHTTPServer(directory: photos)
        let urls = names.map { "\"http://127.0.0.1:\(server.port)/\($0)\"" }.joined(separator: ",")
        let json = """
            {"name": "gallery", "canvas": {"width": 300, "height": 400, "scale": 2, "fps": 20}, \
            "template": "photo-grid",
             "items": {"urls": [\(urls)]}, "network": {"latency": {"median_ms": 100, "p95_ms": 300}},
             "script": [{"wait": {"ms": 1500}}]}
            """
        let path = folder.appendingPathComponent("gallery.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let out = folder.appendingPathComponent("out")
        let loaded = try LoadedScenario.load(path: path)
        let result = try await Runner.run(loaded, options: RunOptions(outputDirectory: out))
        #expect(result.metrics.requests.failed == 0)
        #expect(result.metrics.requests.delivered == names.count)
        #expect(result.metrics.requests.bytesFetched > 5_000_000)

        // The last frame shows each image exactly as the pipeline's thumbnail of the file: check the first cell's
        // centre.
        let last = try Data(contentsOf: RunFolder(out).frame(result.frameCount - 1))
        let frame = try PNGDecoder.decode(Array(last))
        let cellSide = Int((loaded.scenario.canvas.width - 4) / 3 * 2)
        let thumbnail = try ImageDecoder.thumbnail(
            Array(try Data(contentsOf: photos.appendingPathComponent(names[0]))), width: cellSide, height: cellSide,
            maxPixels: 50_000_000
        )
        #expect(
            frame.pixel(x: cellSide / 2, y: cellSide / 2) & 0xFFFFFF == thumbnail.pixel(
                x: cellSide / 2, y: cellSide / 2) & 0xFFFFFF)
    }
}
