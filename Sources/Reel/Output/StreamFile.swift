import Foundation

/// A text file written line by line under a temporary name and renamed into place by `commit()`.
final class StreamFile {
    let url: URL
    private let temporary: URL
    private let handle: FileHandle
    private var buffer = Data()

    init(_ url: URL) throws {
        self.url = url
        temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw OutputError(path: temporary.path, message: "cannot create file")
        }
        handle = try FileHandle(forWritingTo: temporary)
    }

    /// Appends one line (a newline is added).
    func append(_ line: String) throws {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
        if buffer.count >= 1 << 20 { try flush() }
    }

    private func flush() throws {
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, closes and renames the file into place.
    func commit() throws {
        try flush()
        try handle.close()
        try AtomicFile.move(temporary, to: url)
    }

    deinit {
        try? handle.close()
    }
}
