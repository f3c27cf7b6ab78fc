import Foundation
import ReelCore
import ReelDiff
import ReelFiles
import ReelGraphics
import ReelImages

/// `reel self-test`: renders a small built-in scene (cards with text and thumbnails of the embedded server's images,
/// no network) and compares each frame's pixel hash with the hashes the project records for it
/// (`Resources/SelfTest/reference.json`). Equal hashes mean this machine draws the pixels the reference machine
/// draws, so goldens recorded on one match on the other; a mismatch names what can make them differ.
package enum SelfTest {
    /// The recorded hashes and what drew them.
    package struct Reference: Sendable, Equatable {
        /// The reel version, the cairo version, the font file's name and the scaling filter of the recording.
        package var reel: String
        package var environment: PixelEnvironment
        /// Each frame's pixel hash, in order.
        package var frames: [String]

        package init(reel: String, environment: PixelEnvironment, frames: [String]) {
            self.reel = reel
            self.environment = environment
            self.frames = frames
        }

        /// The file's JSON: the recording's environment, then one hash per line.
        package var json: String {
            var head = JSONLine()
            head.add("reel", reel)
            head.add("cairo", environment.cairo)
            head.add("font", environment.font.map { URL(fileURLWithPath: $0).lastPathComponent })
            head.add("app_font", environment.appFont.map { URL(fileURLWithPath: $0).lastPathComponent })
            head.add("scaling", environment.scaling)
            let lines = frames.map { "  " + JSONLine.quote($0) }.joined(separator: ",\n")
            return String(head.string.dropLast()) + ",\"frames\":[\n" + lines + "\n]}\n"
        }

        /// Parses a reference file; `file` labels errors.
        package static func parse(_ data: Data, file: String) throws(InputError) -> Reference {
            var root = try JSONReader(try JSONValue.parse(data, file: file), file: file)
            let reel = try root.requiredString("reel")
            let cairo = try root.requiredString("cairo")
            let font = try root.string("font")
            let appFont = try root.string("app_font")
            let scaling = try root.requiredString("scaling")
            var frames: [String] = []
            for value in try root.array("frames") ?? [] {
                guard case .string(let hash) = value else { throw root.error("frames", "expected pixel hashes") }
                frames.append(hash)
            }
            guard !frames.isEmpty else { throw root.error("frames", "expected at least one pixel hash") }
            try root.finish(known: ["reel", "cairo", "font", "app_font", "scaling", "frames"])
            return Reference(
                reel: reel,
                environment: PixelEnvironment(cairo: cairo, font: font, scaling: scaling, appFont: appFont),
                frames: frames)
        }
    }

    /// What a self-test found.
    package struct Outcome: Sendable {
        package var reference: Reference
        /// This machine's frames' pixel hashes.
        package var frames: [String]
        package var environment: PixelEnvironment
        /// Seconds the render took.
        package var seconds: Double

        /// Frame indexes whose hash differs from the reference's (a frame one side lacks counts as differing).
        package var mismatches: [Int] {
            (0..<max(frames.count, reference.frames.count)).filter { index in
                index >= frames.count || index >= reference.frames.count || frames[index] != reference.frames[index]
            }
        }

        package var passed: Bool { mismatches.isEmpty }
    }

    /// The built-in scene and reference, shipped with reel.
    static var sceneFile: URL? {
        Bundle.module.url(forResource: "scene", withExtension: "json", subdirectory: "SelfTest")
    }
    static var referenceFile: URL? {
        Bundle.module.url(forResource: "reference", withExtension: "json", subdirectory: "SelfTest")
    }

    static let missing = InputError(
        file: "self-test", path: "$", message: "the reference scene is missing from reel's resources")

    /// Renders the scene into a temporary folder (removed after) and compares it with `reference` (the shipped one
    /// when nil).
    package static func run(reference referenceURL: URL? = nil) throws -> Outcome {
        guard let shipped = referenceFile else { throw missing }
        let url = referenceURL ?? shipped
        let data: Data
        switch RegularFile.read(url.path) {
        case .success(let read): data = Data(read)
        case .failure(let refusal):
            throw InputError(file: url.path, path: "$", message: "cannot read the reference (\(refusal))")
        }
        let reference = try Reference.parse(data, file: url.path)
        let frames = try render(known: reference.frames)
        return Outcome(
            reference: reference, frames: frames.hashes, environment: .current, seconds: frames.seconds)
    }

    /// The scene's frames' pixel hashes on this machine (frames whose hash is in `known` at their index are hashed,
    /// not encoded).
    package static func render(known: [String]? = nil) throws -> (hashes: [String], seconds: Double) {
        guard let scene = sceneFile else { throw missing }
        let loaded = try LoadedScenario.load(path: scene.path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-self-test-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = RunOptions(outputDirectory: folder)
        options.knownPixels = known
        let result = try Runner.run(loaded, options: options)
        guard let manifest = try FrameManifest.read(folder: folder, label: folder.path) else {
            throw InputError(
                file: folder.path, path: RunFolder.manifestName, message: "the self-test run wrote no manifest")
        }
        return (manifest.frames.map(\.pixels) + (try appViewHashes()), result.timings.total)
    }
}
