import Foundation
import ReelFormats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders reel writes into and the rule for replacing them: reel only ever deletes what it wrote. A folder it
/// writes gets a marker file (`.reel-output`) before anything else; a folder that exists, is not empty and carries
/// neither the marker nor a run reel wrote (its `manifest.json` and `summary.json`) is refused, and in a folder it
/// recognises, only the files reel writes are removed (frames, logs, summary, manifest, report, charts, animations,
/// a check's `run/`, `expected/`, `actual/` and `diff/` images, their temporary files); anything else stays.
public enum OwnedFolder {
    /// The marker file written first into every run and check folder.
    public static let markerName = ".reel-output"

    /// File names reel writes at the top of its folders.
    static let fileNames = Set(
        [
            markerName, RunFolder.timelineName, RunFolder.cellsName, RunFolder.summaryName, RunFolder.manifestName,
            RunFolder.reportName, RunFolder.resultsName, RunFolder.junitName,
        ] + RunFolder.chartNames)
    /// Animation extensions reel writes (`animation.<ext>`).
    static let animationExtensions: Set<String> = ["apng", "gif", "webp", "mp4", "webm"]
    /// Subfolders holding only frame images.
    static let frameFolders: Set<String> = [
        RunFolder.framesName, RunFolder.expectedName, RunFolder.actualName, RunFolder.diffName,
    ]
    /// Subfolders that are run folders of their own: a check's `run/`, and each panel of `panels/`.
    static let runFolderName = RunFolder.checkRunName

    /// Makes `folder` ready for a new run or check: creates it with its marker, or, when it exists, requires that
    /// it is empty or recognisably reel's, then removes the previous results (manifest first, so a half-cleared
    /// folder never looks like a complete run). Throws `OutputFolderError` (bad input) for a folder reel did not
    /// write, `OutputError` when the folder cannot be written.
    public static func prepare(_ folder: URL) throws {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw OutputFolderError(folder: folder.path, reason: "is a file, not a folder")
            }
            guard isEmpty(folder) || isReelFolder(folder) else {
                throw OutputFolderError(
                    folder: folder.path,
                    reason:
                        "is not empty and reel did not write it (no \(markerName)); reel only replaces its own "
                        + "output: choose an empty or new folder")
            }
            clear(folder)
        }
        try AtomicFile.createFolder(folder, label: folder.path)
        try writeMarker(in: folder)
    }

    /// Writes the marker in place, not under a temporary name: what counts is that it exists, so a process killed
    /// while writing it still leaves a folder the next run recognises (a temporary name alone would not be).
    static func writeMarker(in folder: URL) throws(OutputError) {
        let path = folder.appendingPathComponent(markerName).path
        WritePoint.reached("create \(path)")
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw OutputError(path: path, message: "cannot create: \(TemporaryFiles.reason(errno))")
        }
        defer { close(descriptor) }
        let text = Array("written by reel, which replaces only the files it wrote here\n".utf8)
        guard text.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == text.count else {
            throw OutputError(path: path, message: "cannot write: \(TemporaryFiles.reason(errno))")
        }
    }

    /// Refuses an output folder that is the goldens folder, lies inside it, or holds it: replacing runs there could
    /// delete goldens. Symbolic links are resolved first. Throws `OutputFolderError` (bad input).
    public static func refuseOverlap(output: URL, goldens: URL) throws(OutputFolderError) {
        let out = resolved(output)
        let golden = resolved(goldens)
        let relation: String? =
            out == golden
            ? "is the goldens folder"
            : isInside(out, golden)
                ? "is inside the goldens folder \(goldens.path)"
                : isInside(golden, out) ? "holds the goldens folder \(goldens.path)" : nil
        guard let relation else { return }
        throw OutputFolderError(
            folder: output.path,
            reason: relation + " (reel replaces runs there and would delete goldens): choose "
                + "an --out outside the goldens")
    }

    /// The path's components with `.`/`..` and every symbolic link of its existing part resolved.
    public static func resolved(_ url: URL) -> [String] {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.pathComponents.count > 1 {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        let real = existing.resolvingSymlinksInPath().standardizedFileURL.pathComponents
        return (real + rest).filter { $0 != "/" && !$0.isEmpty }
    }

    /// Whether the resolved `path` lies strictly inside the resolved `folder`.
    public static func isInside(_ path: [String], _ folder: [String]) -> Bool {
        path.count > folder.count && Array(path.prefix(folder.count)) == folder
    }

    /// Removes reel's files from `folder` and then the folder itself if nothing else is left in it (a folder that
    /// still holds other files keeps its marker).
    public static func remove(_ folder: URL) {
        clear(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if names == [markerName] { unlink(folder.appendingPathComponent(markerName).path) }
        removeIfEmpty(folder)
    }

    /// Whether reel wrote `folder`: it has the marker, or it holds a run an earlier reel wrote (a `manifest.json`
    /// of tool "reel" beside a `summary.json`).
    public static func isReelFolder(_ folder: URL) -> Bool {
        let files = FileManager.default
        if files.fileExists(atPath: folder.appendingPathComponent(markerName).path) { return true }
        // A check's scenario folder from an earlier reel: its `run/` is a run.
        let run = folder.appendingPathComponent(runFolderName)
        if files.fileExists(atPath: RunFolder(run).summary.path) { return isReelFolder(run) }
        let layout = RunFolder(folder)
        guard files.fileExists(atPath: layout.summary.path) else { return false }
        return manifestTool(layout.manifest) == "reel"
    }

    /// The `tool` a run's manifest names (`reel` when it names none, as manifests before the field did), nil when
    /// there is no readable manifest: an object with a `frames` array, read as a regular file without blocking.
    static func manifestTool(_ url: URL) -> String? {
        guard case .success(let bytes) = RegularFile.read(url.path),
            case .object(let root)? = try? JSONValue.parse(Data(bytes), file: url.path),
            case .array = root["frames"]
        else { return nil }
        if case .string(let tool) = root["tool"] { return tool }
        return "reel"
    }

    /// Removes the files reel writes from `folder` (the manifest first), keeping the marker and anything else.
    static func clear(_ folder: URL) {
        let files = FileManager.default
        unlink(RunFolder(folder).manifest.path)
        guard let names = try? files.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names.sorted() where name != markerName {
            let url = folder.appendingPathComponent(name)
            if isReelFile(name) {
                unlink(url.path)
            } else if frameFolders.contains(name) {
                clearFrames(url)
            } else if name == runFolderName, isReelFolder(url) {
                remove(url)
            } else if name == RunFolder.panelsName {
                for panel in (try? files.contentsOfDirectory(atPath: url.path)) ?? [] {
                    let panelFolder = url.appendingPathComponent(panel)
                    if isReelFolder(panelFolder) { remove(panelFolder) }
                }
                removeIfEmpty(url)
            }
        }
    }

    /// Removes the temporary files reel stages (`.name.tmp` of a file reel writes at the top of a run folder: logs,
    /// summary, manifest) from `folder`: what a reel process killed mid-write leaves. Frames are not touched (the
    /// process that removes these may be writing its own there).
    public static func removeStagedFiles(in folder: URL) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            if let base = stagedName(name), isReelFile(base) { unlink(folder.appendingPathComponent(name).path) }
        }
    }

    /// Removes `frame-N.png` files (and their temporary files) from a frames folder, then the folder if empty.
    package static func clearFrames(_ folder: URL) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            if RunFolder.frameIndex(fileName: stagedName(name) ?? name) != nil {
                unlink(folder.appendingPathComponent(name).path)
            }
        }
        removeIfEmpty(folder)
    }

    /// Whether `name` is a file reel writes at the top of a run or check folder (or its temporary file).
    static func isReelFile(_ name: String) -> Bool {
        let base = stagedName(name) ?? name
        if fileNames.contains(base) { return true }
        guard base.hasPrefix("animation.") else { return false }
        return animationExtensions.contains(String(base.dropFirst("animation.".count)))
    }

    /// `name` for a temporary file `.name.tmp`, else nil.
    static func stagedName(_ name: String) -> String? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), name.count > 5 else { return nil }
        return String(name.dropFirst().dropLast(4))
    }

    static func isEmpty(_ folder: URL) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).isEmpty
    }

    static func removeIfEmpty(_ folder: URL) {
        if isEmpty(folder) { rmdir(folder.path) }
    }
}

/// An output folder reel will not write into: one it did not write, or one that overlaps the goldens (exit code 2).
public struct OutputFolderError: OneLineError {
    /// The folder as given.
    public var folder: String
    /// What is wrong with it.
    public var reason: String

    /// An error about `folder`.
    public init(folder: String, reason: String) {
        self.folder = folder
        self.reason = reason
    }

    /// The line is "output folder DIR reason".
    public var subject: String { "output folder \(folder)" }
    public var message: String { reason }
    public static var separator: String { " " }
}
