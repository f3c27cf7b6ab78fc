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
