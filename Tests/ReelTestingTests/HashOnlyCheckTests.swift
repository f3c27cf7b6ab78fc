import Foundation
import ReelCore
import ReelDiff
import ReelFiles
import ReelTestSupport
import Testing

@testable import Reel

/// A passing check hashes frames instead of encoding them; a failing one writes what the full render always wrote.
@Suite(.tags(.endToEnd)) struct HashOnlyCheckTests {
    /// A project folder with scenario `tinted` drawing cells of `background`.
    static func project(background: String, in folder: URL) throws -> LoadedScenario {
        try Data(CheckCommandTests.template(cell: background).utf8).write(
            to: folder.appendingPathComponent("tinted-template.json"))
        let file = folder.appendingPathComponent("tinted.json")
        try Data(CheckCommandTests.scenario("tinted", template: "tinted-template.json").utf8).write(to: file)
        return try LoadedScenario.load(path: file.path)
    }

    /// Every file under `folder`: relative path → bytes.
    static func files(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files[String(url.path.dropFirst(folder.path.count))] = FileManager.default.contents(atPath: url.path)
        }
        return files
    }

    @Test func knownPixelsSkipEncodingFramesThatMatch() throws {
        let folder = try Paths.temporary("hash-only")
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try Self.project(background: "#1b1b21", in: folder)
        let full = try Runner.run(loaded, options: RunOptions(outputDirectory: folder.appendingPathComponent("full")))
        let manifest = try #require(try FrameManifest.read(folder: full.directory, label: "full"))
        var options = RunOptions(outputDirectory: folder.appendingPathComponent("hashed"))
        var known = manifest.frames.map(\.pixels)
        known[0] = String(repeating: "0", count: 32)  // frame 0 no longer matches: it alone is encoded
        options.knownPixels = known
        let hashed = try Runner.run(loaded, options: options)
        #expect(hashed.skippedFrames == full.frameCount - 1)
        let written = try FileManager.default.contentsOfDirectory(atPath: hashed.directory.path + "/frames")
        #expect(written == [RunFolder.frameName(0)])
        let again = try #require(try FrameManifest.read(folder: hashed.directory, label: "hashed"))
        #expect(again.frames == manifest.frames, "the manifest records every frame's hash either way")
    }

    @Test func aPassingCheckLeavesNothingAndAFailingOneWritesWhatTheFullRunWrote() throws {
        let folder = try Paths.temporary("hash-only-check")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens")
        var loaded = try Self.project(background: "#1b1b21", in: folder)
        let options = CheckOptions(goldens: goldens, output: folder.appendingPathComponent("out"))
        #expect(try GoldenCheck.check(loaded, options: options).status == .recorded)
        let passed = try GoldenCheck.check(loaded, options: options)
        #expect(passed.status == .passed && passed.verdict?.frames.allSatisfy { $0.fastPath == .hash } == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/tinted").path))

        loaded = try Self.project(background: "#3355aa", in: folder)
        let failed = try GoldenCheck.check(loaded, options: options)
        #expect(failed.status == .failed)
        // What `check` wrote before hashes were compared first: the folder with its marker, the full run, then
        // settle and the report.
        var reference = options
        reference.output = folder.appendingPathComponent("reference")
        let expected = reference.output.appendingPathComponent("tinted")
        let run = expected.appendingPathComponent("run")
        try OwnedFolder.prepare(expected)
        var full = RunOptions(outputDirectory: run)
        full.recordsFrames = true
        let result = try Runner.run(loaded, options: full)
        let outcome = try GoldenCheck.settle(
            name: "tinted", run: run, golden: goldens.appendingPathComponent("tinted"), folder: expected,
            options: reference, recording: result.recording)
        _ = try Report.write(
            run: run, check: GoldenCheck.section(for: outcome, folder: expected),
            options: .init(output: RunFolder(expected).report))
        let actualFiles = Self.files(folder.appendingPathComponent("out/tinted"))
        let expectedFiles = Self.files(expected)
        #expect(actualFiles.keys.sorted() == expectedFiles.keys.sorted())
        for (path, bytes) in expectedFiles where path.hasSuffix(".png") || path.hasSuffix(".jsonl") {
            #expect(actualFiles[path] == bytes, "\(path)")
        }
        // The check made the report's previews of the frames that differ while it drew them; they are the ones drawing
        // the recording gives.
        func previews(_ page: Data?) -> Substring? {
            let text = String(decoding: page ?? Data(), as: UTF8.self)
            guard let start = text.range(of: "\"images\":[")?.upperBound,
                let end = text[start...].range(of: "]")?.lowerBound
            else { return nil }
            return text[start..<end]
        }
        let made = try #require(previews(actualFiles["/report.html"]))
        #expect(made.contains("data:image/jpeg;base64,"))
        #expect(made == previews(expectedFiles["/report.html"]))
    }
}
