import Foundation
import ReelCore

/// A run's or golden's `manifest.json`: tool version, scenario, and each frame's file and pixel hash.
public struct FrameManifest: Sendable, Equatable {
    /// One frame's entry.
    public struct Frame: Sendable, Equatable {
        /// The PNG, relative to the manifest's folder.
        public var file: String
        /// XXH3-128 of the frame's RGB rows.
        public var pixels: String
        /// The earlier frame this one repeats, when it does.
        public var repeatOf: Int?

        /// An entry.
        public init(file: String, pixels: String, repeatOf: Int? = nil) {
            self.file = file
            self.pixels = pixels
            self.repeatOf = repeatOf
        }
    }

    public var tool: String
    public var version: String
    public var scenario: String
    public var scenarioHash: String
    public var frames: [Frame]

    /// A manifest.
    public init(tool: String = "reel", version: String, scenario: String, scenarioHash: String, frames: [Frame]) {
        self.tool = tool
        self.version = version
        self.scenario = scenario
        self.scenarioHash = scenarioHash
        self.frames = frames
    }

    /// Reads `folder/manifest.json`; nil when the file does not exist.
    public static func read(folder: URL, label: String) throws(DiffInputError) -> FrameManifest? {
        let url = RunFolder(folder).manifest
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        // Read as a regular file, without blocking: a FIFO named manifest.json is refused, not waited on.
        guard let data = (try? PNGFrameReader.bytes(of: url, name: label)).map({ Data($0) }) else {
            throw DiffInputError(file: label, message: "cannot read \(RunFolder.manifestName)")
        }
        return try parse(data, file: label)
    }

    /// Parses manifest JSON; `file` labels errors.
    public static func parse(_ data: Data, file: String) throws(DiffInputError) -> FrameManifest {
        let fail = { (message: String) in DiffInputError(file: file, message: "manifest.json: \(message)") }
        let value: JSONValue
        do { value = try JSONValue.parse(data, file: file) } catch { throw fail(error.message) }
        guard case .object(let root) = value else { throw fail("expected an object") }
        func string(_ object: [String: JSONValue], _ key: String) -> String? {
            if case .string(let text) = object[key] { return text }
            return nil
        }
        guard case .array(let entries) = root["frames"] else { throw fail("expected a \"frames\" array") }
        var frames: [Frame] = []
        for (index, entry) in entries.enumerated() {
            guard case .object(let object) = entry, let file = string(object, "file"),
                let pixels = string(object, "pixels")
            else {
                throw fail("frames[\(index)] needs \"file\" and \"pixels\" strings")
            }
            // A manifest may come from anyone (a golden in a pull request): its files stay inside its folder.
            let parts = file.split(separator: "/", omittingEmptySubsequences: false)
            guard !file.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) else {
                throw fail(
                    "frames[\(index)].file must be a relative path inside the folder, got \(JSONLine.quote(file))")
            }
            var repeatOf: Int?
            if case .number(let number) = object["repeat_of"] {
                // Compared as a double first: `Int(1e300)` would trap.
                guard number.rounded() == number, number >= 0, number < Double(index) else {
                    throw fail("frames[\(index)].repeat_of must name an earlier frame")
                }
                repeatOf = Int(number)
            }
            frames.append(Frame(file: file, pixels: pixels, repeatOf: repeatOf))
        }
        return FrameManifest(
            tool: string(root, "tool") ?? "reel", version: string(root, "version") ?? "",
            scenario: string(root, "scenario") ?? "",
            scenarioHash: string(root, "scenario_hash") ?? "", frames: frames
        )
    }

    /// The manifest as reel writes it: one frame per line, keys in a fixed order.
    public var json: String {
        var head = JSONLine()
        head.add("tool", tool)
        head.add("version", version)
        head.add("scenario", scenario)
        head.add("scenario_hash", scenarioHash)
        head.add("frame_count", frames.count)
        let lines = frames.map { frame in
            var line = JSONLine()
            line.add("file", frame.file)
            line.add("pixels", frame.pixels)
            if let original = frame.repeatOf { line.add("repeat_of", original) }
            return "    " + line.string
        }
        return String(head.string.dropLast()) + ",\"frames\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }
}
