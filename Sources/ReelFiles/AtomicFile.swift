import Foundation

#if canImport(Glibc)
    import Glibc

    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin

    private let systemWrite = Darwin.write
#endif

/// Whole files written atomically: under a temporary name, then renamed into place.
public enum AtomicFile {
    /// Writes `data` to `url` atomically.
    public static func write(_ data: Data, to url: URL) throws(OutputError) {
        let temporary = StagedFile.temporaryURL(for: url)
        let descriptor = try TemporaryFiles.shared.create(temporary, label: url.path)
        defer { TemporaryFiles.shared.forget(temporary) }
        var failure: Int32 = 0
        data.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let count = systemWrite(descriptor, raw.baseAddress! + done, raw.count - done)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    failure = count < 0 ? errno : EIO
                    return
                }
                done += count
            }
        }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary.path)
            throw OutputError(path: url.path, message: "cannot write: \(TemporaryFiles.reason(failure))")
        }
        try move(temporary, to: url)
    }

    /// Creates `folder` and any missing parents (`mkdir -p`); an error names `label` and the system's reason
    /// (`Not a directory`, `Permission denied`), which Foundation's `createDirectory` does not always give.
    public static func createFolder(_ folder: URL, label: String, doing what: String = "cannot create the folder")
        throws(OutputError)
    {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path != folder.path { try createFolder(parent, label: label, doing: what) }
        guard mkdir(folder.path, 0o755) == 0 || errno == EEXIST else {
            throw OutputError(path: label, message: "\(what): \(TemporaryFiles.reason(errno))")
        }
    }

    /// Renames `source` over `destination`.
    public static func move(_ source: URL, to destination: URL) throws(OutputError) {
        WritePoint.reached("rename \(source.path) to \(destination.path)")
        guard rename(source.path, destination.path) == 0 else {
            throw OutputError(
                path: destination.path, message: "cannot rename into place: \(String(cString: strerror(errno)))")
        }
    }
}
