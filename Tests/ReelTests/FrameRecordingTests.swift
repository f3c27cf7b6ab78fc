import Foundation
import ReelCore
import ReelDiff
import ReelGraphics
import ReelTestSupport
import Testing

@testable import Reel

/// A run kept as a `FrameRecording` (what a failing check keeps of its run) draws back into the run's frames: every
/// frame's pixel hash equals the one the run's manifest recorded, through the file and back.
@Suite(.tags(.endToEnd)) struct FrameRecordingTests {
    static let scenario =
        #"{"name": "rec", "canvas": {"width": 120, "height": 160, "scale": 2, "fps": 10}, "items": {"count": 30}, "#
        + #""network": {"seed": 5, "latency": {"median_ms": 150, "p95_ms": 400}}, "#
        + #""script": [{"wait": {"ms": 300}}, {"fling": {"velocity": 900}}, {"wait": {"ms": 1200}}]}"#

    /// Renders the scenario with its frames recorded; returns the recording, the manifest and the folder.
    static func recordedRun(_ label: String) throws -> (FrameRecording, FrameManifest, URL) {
        let file = try Fixture.writeScenario(scenario, label: label)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let folder = Fixture.temporaryFolder(label)
        var options = RunOptions(outputDirectory: folder, workers: 2)
        options.recordsFrames = true
        let result = try Runner.run(try LoadedScenario.load(path: file), options: options)
        let manifest = try #require(try FrameManifest.read(folder: folder, label: folder.path))
        return (try #require(result.recording), manifest, folder)
    }

    @Test func aRecordedRunDrawsBackToTheManifestsPixelHashes() throws {
        let (recording, manifest, folder) = try Self.recordedRun("recording-hashes")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(recording.header.frames.count == manifest.frames.count)
        #expect(recording.header.frames.contains { $0.repeatOf != nil }, "the run's still frames are repeats")
        #expect(!recording.bitmaps.isEmpty, "the frames show images")
        // Through the file: what is read back draws every frame with the run's pixels, and the same PNG bytes.
        let url = folder.appendingPathComponent(FrameRecording.fileName)
        try recording.write(to: url)
        let read = try FrameRecording.read(url)
        let hashes = manifest.frames.map(\.pixels)
        let player = try FrameRecordingPlayer(read, pixelHashes: hashes, label: url.path)
        let drawn = try player.play(Array(hashes.indices)) { _, frame, encoder, _ in encoder.pixelHash(frame) }
        #expect(hashes.indices.map { drawn[$0] } == hashes)
        let first = try player.draw(0) { _, encoder, rows in encoder.encodeLoaded(rows) }
        #expect(Data(first) == (try Data(contentsOf: RunFolder(folder).frame(0))), "the same PNG as the run wrote")
        let size = try #require(try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        let frames = try FileManager.default.contentsOfDirectory(
            at: RunFolder(folder).framesFolder, includingPropertiesForKeys: nil
        )
        .reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1.path)[.size] as? Int) ?? 0) }
        #expect(size * 4 < frames, "the recording (\(size) bytes) is far smaller than the PNG frames (\(frames))")
    }

    @Test func aFrameWhosePixelsDifferFromTheManifestIsAnError() throws {
        let (recording, manifest, folder) = try Self.recordedRun("recording-mismatch")
        defer { try? FileManager.default.removeItem(at: folder) }
        var hashes = manifest.frames.map(\.pixels)
        hashes[1] = String(repeating: "0", count: 32)
        let player = try FrameRecordingPlayer(recording, pixelHashes: hashes, label: "run")
        #expect(throws: DiffInputError.self) { try player.pixels(of: 1) }
        #expect(throws: DiffInputError.self) {
            try FrameRecordingPlayer(recording, pixelHashes: Array(hashes.dropLast()), label: "run")
        }
    }

    @Test func aDamagedFileIsRefusedInOneLine() throws {
        let (recording, _, folder) = try Self.recordedRun("recording-damaged")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = try recording.fileBytes()
        for damaged in [
            Data("not a recording".utf8), bytes.prefix(bytes.count - 3), bytes + Data([0]),
            {
                var copy = bytes
                copy[40] ^= 0xFF
                return copy
            }(),
        ] {
            #expect(throws: DiffInputError.self) { try FrameRecording.parse(damaged, label: "x.recording") }
        }
    }
}
