import Foundation
import ReelFiles
import ReelFormats

/// A run's or golden's `manifest.json`: tool version, scenario, and each frame's file and pixel hash.
///
/// A compact golden keeps every frame in one lossless video (`video`): its entries name that file, and frame N of
/// the manifest is frame N of the video. A failing check's run keeps its frames as a recording of what drew them
/// (`recording`), drawn again on demand.
package struct FrameManifest: Sendable, Equatable {
    /// The one lossless video holding every frame, in order, of a compact golden.
    package struct Video: Sendable, Equatable {
        /// The video, relative to the manifest's folder.
        package var file: String
        /// The encoder that wrote it (`libx264rgb`).
        package var codec: String
        package var width: Int
        package var height: Int

        /// A video entry.
        package init(file: String, codec: String, width: Int, height: Int) {
            self.file = file
            self.codec = codec
            self.width = width
            self.height = height
        }
    }

    /// One frame's entry.
    package struct Frame: Sendable, Equatable {
        /// The PNG (or, in a compact golden, the video), relative to the manifest's folder.
        package var file: String
        /// XXH3-128 of the frame's RGB rows.
        package var pixels: String
        /// The earlier frame this one repeats, when it does.
        package var repeatOf: Int?

        /// An entry.
        package init(file: String, pixels: String, repeatOf: Int? = nil) {
            self.file = file
            self.pixels = pixels
            self.repeatOf = repeatOf
        }
    }

    package var tool: String
    package var version: String
    package var scenario: String
    package var scenarioHash: String
    /// What drew a gallery's cells (`app`: the views its code built); nil for the template.
    package var drawing: String?
    package var frames: [Frame]
    /// Set when every frame is in one lossless video (a compact golden).
    package var video: Video?
    /// The file, in the manifest's folder, recording what drew every frame (a failing check's run), when there is one.
    package var recording: String?

    /// A manifest.
    package init(
        tool: String = "reel", version: String, scenario: String, scenarioHash: String, drawing: String? = nil,
        frames: [Frame], video: Video? = nil, recording: String? = nil
    ) {
        self.tool = tool
        self.version = version
        self.scenario = scenario
        self.scenarioHash = scenarioHash
        self.drawing = drawing
        self.frames = frames
        self.video = video
        self.recording = recording
    }

    /// Reads `folder/manifest.json`; nil when the file does not exist.
    package static func read(folder: URL, label: String) throws(DiffInputError) -> FrameManifest? {
        let url = RunFolder(folder).manifest
        // Read as a regular file, without blocking: a FIFO named manifest.json is refused, not waited on.
        switch RegularFile.readIfPresent(url.path, limit: RegularFile.Limit.document) {
        case .success(nil): return nil
        case .success(let bytes?): return try parse(Data(bytes), file: label)
        case .failure(let refusal):
            throw DiffInputError(file: label, message: "cannot read \(RunFolder.manifestName) (\(refusal))")
        }
    }

    /// Parses manifest JSON; `file` labels errors.
    package static func parse(_ data: Data, file: String) throws(DiffInputError) -> FrameManifest {
        let fail = { (message: String) in DiffInputError(file: file, message: "manifest.json: \(message)") }
        let value: JSONValue
        do { value = try JSONValue.parse(data, file: file) } catch { throw fail(error.message) }
        guard case .object(let root) = value else { throw fail("expected an object") }
        func string(_ object: [String: JSONValue], _ key: String) -> String? {
            if case .string(let text) = object[key] { return text }
            return nil
        }
        guard case .array(let entries) = root["frames"] else { throw fail("expected a \"frames\" array") }
        let video = try parseVideo(root["video"], fail: fail)
        var recording: String?
        if let value = root["recording"] {
            guard case .string(let file) = value, PathName.isFileComponent(file) else {
                throw fail("recording must be a file name inside the folder")
            }
            recording = file
        }
        var frames: [Frame] = []
        for (index, entry) in entries.enumerated() {
            guard case .object(let object) = entry, let file = string(object, "file") ?? video?.file ?? recording,
                let pixels = string(object, "pixels")
            else {
                throw fail("frames[\(index)] needs \"file\" and \"pixels\" strings")
            }
            // A manifest may come from anyone (a golden in a pull request): its files stay inside its folder.
            // Split on the `/` byte (`PathName`): a split by characters misses a `/` a prepended scalar joins.
            guard PathName.relativeComponents(file) != nil else {
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
            scenarioHash: string(root, "scenario_hash") ?? "", drawing: string(root, "drawing"), frames: frames,
            video: video, recording: recording
        )
    }

    /// The `video` object of a compact golden's manifest, or nil when there is none.
    private static func parseVideo(_ value: JSONValue?, fail: (String) -> DiffInputError) throws(DiffInputError)
        -> Video?
    {
        guard let value else { return nil }
        guard case .object(let object) = value, case .string(let file) = object["file"],
            case .string(let codec) = object["codec"], case .number(let width) = object["width"],
            case .number(let height) = object["height"]
        else { throw fail("video needs \"file\" and \"codec\" strings and \"width\" and \"height\" numbers") }
        // The same rule as a frame's file: a plain name inside the folder.
        guard PathName.isFileComponent(file) else {
            throw fail("video.file must be a file name inside the folder, got \(JSONLine.quote(file))")
        }
        guard width.rounded() == width, height.rounded() == height, width >= 1, height >= 1, width <= 65_536,
            height <= 65_536
        else { throw fail("video.width and video.height must be whole numbers from 1 to 65536") }
        return Video(file: file, codec: codec, width: Int(width), height: Int(height))
    }

    /// The manifest as reel writes it: one frame per line, keys in a fixed order.
    package var json: String {
        var head = JSONLine()
        head.add("tool", tool)
        head.add("version", version)
        head.add("scenario", scenario)
        head.add("scenario_hash", scenarioHash)
        if let drawing { head.add("drawing", drawing) }
        head.add("frame_count", frames.count)
        if let video {
            var object = JSONLine()
            object.add("file", video.file)
            object.add("codec", video.codec)
            object.add("width", video.width)
            object.add("height", video.height)
            head.addRaw("video", object.string)
        }
        if let recording { head.add("recording", recording) }
        let lines = frames.map { frame in
            var line = JSONLine()
            // A compact golden's entries all name its video (a kept run's, its recording), which the head already says.
            if frame.file != video?.file ?? recording { line.add("file", frame.file) }
            line.add("pixels", frame.pixels)
            if let original = frame.repeatOf { line.add("repeat_of", original) }
            return "    " + line.string
        }
        return String(head.string.dropLast()) + ",\"frames\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }
}
