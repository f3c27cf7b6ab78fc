import Foundation

#if canImport(Glibc)
    import Glibc

    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin

    private let systemWrite = Darwin.write
#endif

/// A file written under a temporary name beside its destination and renamed into place by `commit()`, so a
/// reader never sees half a file; if it is never committed, the temporary file is removed.
public final class StagedFile {
    /// Where the file lands on commit.
    public let url: URL
    private let temporary: URL
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var committed = false

    /// Creates (truncates) the temporary file beside `url`.
    public init(_ url: URL) throws(OutputError) {
        self.url = url
        temporary = Self.temporaryURL(for: url)
        // Registered, so an interrupted run removes it (see `TemporaryFiles`).
        let descriptor = try TemporaryFiles.shared.create(temporary, label: url.path)
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    deinit {
        try? handle.close()
        if !committed { try? FileManager.default.removeItem(at: temporary) }
        TemporaryFiles.shared.forget(temporary)
    }

    /// The hidden temporary name used beside `url` while it is written.
    public static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
    }

    /// Appends bytes (buffered).
    public func write(_ bytes: some Collection<UInt8>) throws(OutputError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { try flush() }
    }

    /// Appends one line of text and a newline.
    public func append(line: String) throws(OutputError) {
        try write(line.utf8)
        try write(CollectionOfOne(0x0A))
    }

    /// Flushes, closes and renames the file over `url`.
    public func commit() throws(OutputError) {
        try flush()
        do {
            try handle.close()
        } catch {
            throw OutputError(path: url.path, message: "cannot close: \(OutputError.cause(error))")
        }
        try AtomicFile.move(temporary, to: url)
        committed = true
        TemporaryFiles.shared.forget(temporary)
    }

    private func flush() throws(OutputError) {
        guard !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw OutputError(path: url.path, message: "cannot write: \(OutputError.cause(error))")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

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

/// A problem with a file or folder: which path and what went wrong.
public struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String

    /// Creates an error about `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }

    /// The cause of a file error in a few words: the POSIX reason (`No space left on device`) when there is one,
    /// never a whole `NSError` dump.
    public static func cause(_ error: any Error) -> String {
        if let error = error as? OutputError { return error.message }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return TemporaryFiles.reason(Int32(nsError.code)) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return TemporaryFiles.reason(Int32(underlying.code))
        }
        switch nsError.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or folder"
        case NSFileWriteOutOfSpaceError: return "no space left on the device"
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
        case NSFileWriteFileExistsError: return "a file is in the way"
        default: return nsError.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }
}
