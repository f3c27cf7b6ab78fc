import Foundation

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
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporary.path)
        else { throw OutputError(path: url.path, message: "cannot create the file") }
        self.handle = handle
    }

    deinit {
        try? handle.close()
        if !committed { try? FileManager.default.removeItem(at: temporary) }
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
            throw OutputError(path: url.path, message: "cannot close: \(error.localizedDescription)")
        }
        try AtomicFile.move(temporary, to: url)
        committed = true
    }

    private func flush() throws(OutputError) {
        guard !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw OutputError(path: url.path, message: "cannot write: \(error.localizedDescription)")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Whole files written atomically: under a temporary name, then renamed into place.
public enum AtomicFile {
    /// Writes `data` to `url` atomically.
    public static func write(_ data: Data, to url: URL) throws(OutputError) {
        let temporary = StagedFile.temporaryURL(for: url)
        do {
            try data.write(to: temporary)
        } catch {
            throw OutputError(path: url.path, message: "cannot write: \(error.localizedDescription)")
        }
        try move(temporary, to: url)
    }

    /// Renames `source` over `destination`.
    public static func move(_ source: URL, to destination: URL) throws(OutputError) {
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
}
