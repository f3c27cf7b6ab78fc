import Foundation
import ReelCore
import ReelDiff
import ReelFiles
import ReelGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scenario folders `reel merge-reports` copies from untrusted shard folders into `--out`, planned and checked
/// before anything is written. A shard is anyone's upload (a CI artifact of a pull request's job), so a scenario name
/// must be one path component of the letters a scenario name may have, every entry is resolved and must stay inside
/// its shard, a symbolic link is copied as content only when it names a regular file inside the shard, and a
/// scenario folder in `--out` is replaced only when reel wrote it (`OwnedFolder`).
struct MergeFiles {
    /// One thing to create in `--out`: a folder, or a regular file's content read from `source`.
    struct Entry: Equatable {
        var target: URL
        var source: String?
    }

    /// The scenario folders of `--out` to prepare (`OwnedFolder.prepare`), in order.
    var folders: [URL] = []
    /// What to write under them: parent folders come before what they hold.
    var entries: [Entry] = []

    /// The scenario name rule (`PathName`), the one a scenario file's `name` follows: `.`, `..` and anything with
    /// a separator or a scalar that could join one are refused.
    static func isScenarioName(_ name: String) -> Bool { PathName.isScenarioName(name) }

    /// Plans the copies of each part's scenario folders into `out`. Throws `InputError` for a shard entry that
    /// leaves its shard or is not a regular file or folder, `OutputFolderError` for a folder of `out` reel did not
    /// write.
    static func plan(_ parts: [ReportMerge.Part], into out: URL) throws -> MergeFiles {
        var plan = MergeFiles()
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: out.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw OutputFolderError(folder: out.path, reason: "is a file, not a folder")
        }
        for part in parts {
            let root = realPath(part.folder.path) ?? part.folder.path
            for result in part.results {
                let source = part.folder.appendingPathComponent(result.scenario, isDirectory: true)
                var status = stat()
                guard lstat(source.path, &status) == 0 else { continue }
                let target = out.appendingPathComponent(result.scenario, isDirectory: true)
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw InputError(
                        file: source.path, path: "scenario folder",
                        message: "is \(kind(status.st_mode)), not a folder: expected the folder reel check wrote")
                }
                try refuseForeign(target)
                plan.folders.append(target)
                try plan.add(contentsOf: source.path, root: root, into: target)
            }
        }
        return plan
    }

    /// Refuses a scenario folder in `--out` that exists and was not written by reel.
    static func refuseForeign(_ target: URL) throws(OutputFolderError) {
        var status = stat()
        guard lstat(target.path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw OutputFolderError(folder: target.path, reason: "is \(kind(status.st_mode)), not a folder")
        }
        guard
            OwnedFolder.isReelFolder(target)
                || (try? FileManager.default.contentsOfDirectory(atPath: target.path))
                    == []
        else {
            throw OutputFolderError(
                folder: target.path,
                reason: "is not empty and reel did not write it (no \(OwnedFolder.markerName)); merge-reports only "
                    + "replaces reel's own scenario folders: choose an empty or new --out")
        }
    }

    /// The deepest folder nesting copied from a scenario folder (reel writes two levels).
    static let maxDepth = 8

    /// Adds the entries of the shard folder `folder` (real path under `root`) to write into `target`.
    mutating func add(contentsOf folder: String, root: String, into target: URL, depth: Int = 0) throws(InputError) {
        guard depth <= Self.maxDepth else {
            throw InputError(
                file: folder, path: "scenario folder", message: "nested deeper than \(Self.maxDepth) folders: refused")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw InputError(
                file: folder, path: "scenario folder", message: "cannot be read: \(OutputError.cause(error))")
        }
        for name in names {
            let path = folder + "/" + name
            let into = target.appendingPathComponent(name)
            var status = stat()
            guard lstat(path, &status) == 0 else {
                throw InputError(file: path, path: "scenario folder", message: "cannot be read: \(Self.errnoText())")
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                entries.append(Entry(target: into, source: nil))
                try add(contentsOf: path, root: root, into: into, depth: depth + 1)
            case S_IFREG:
                entries.append(Entry(target: into, source: path))
            case S_IFLNK:
                // Content only, and only of a regular file inside the shard: a link cannot reach out of it.
                guard let real = Self.realPath(path), Self.isInside(real, root) else {
                    throw InputError(
                        file: path, path: "scenario folder",
                        message: "is a symbolic link that leaves the shard folder \(root): refused")
                }
                var linked = stat()
                guard stat(real, &linked) == 0, linked.st_mode & S_IFMT == S_IFREG else {
                    throw InputError(
                        file: path, path: "scenario folder",
                        message: "is a symbolic link to \(real), not to a regular file: refused")
                }
                entries.append(Entry(target: into, source: real))
            default:
                throw InputError(
                    file: path, path: "scenario folder",
                    message: "is \(Self.kind(status.st_mode)), not a regular file or folder: refused")
            }
        }
    }

    /// Writes the plan: prepares each scenario folder (reel's own files removed, marker written), then creates
    /// the folders and copies the files' content. Throws `OutputError` (a file could not be written or read).
    func write() throws {
        for folder in folders { try OwnedFolder.prepare(folder) }
        for entry in entries {
            // A link already at the target (in a folder reel wrote) is removed, never written through.
            var status = stat()
            if lstat(entry.target.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
                unlink(entry.target.path)
            }
            guard let source = entry.source else {
                try AtomicFile.createFolder(entry.target, label: entry.target.path)
                continue
            }
            try AtomicFile.write(try Self.content(of: source), to: entry.target)
        }
    }

    /// The bytes of the regular file at `path`, opened without following a link and without blocking (a FIFO is
    /// refused, not waited on); at most `limit` bytes.
    static func content(of path: String, limit: Int = .max) throws(OutputError) -> Data {
        switch RegularFile.read(path, limit: limit, followingLinks: false) {
        case .success(let bytes): return Data(bytes)
        case .failure(let refusal):
            let message: String
            switch refusal.cause {
            case .open(let code), .read(let code): message = RegularFile.text(code)
            case .status, .notRegular: message = "not a regular file"
            case .tooLong(let limit): message = "larger than \(limit) bytes"
            case .notUTF8: message = "not UTF-8 text"
            }
            throw OutputError(path: path, message: "cannot read: " + message)
        }
    }

    /// `path` with every symbolic link resolved, nil when it does not resolve.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is `folder` or lies under it (both real paths).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFREG: "a regular file"
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a regular file"
        }
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}
