import Foundation

/// A file written through a temporary name and renamed into place by `commit()`; removed if never committed.
final class OutputFile {
    let url: URL
    private let temporary: URL
    private let handle: FileHandle
    private var committed = false

    /// Creates (truncates) the temporary file beside `url`.
    init(_ url: URL) throws {
        self.url = url
        temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary.path)
        else { throw AnimationError(path: url.path, message: "cannot create the file") }
        self.handle = handle
    }

    deinit {
        if !committed {
            try? handle.close()
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// Appends bytes.
    func write(_ bytes: [UInt8]) throws {
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw AnimationError(path: url.path, message: "cannot write: \(error.localizedDescription)")
        }
    }

    /// Closes the file and renames it over `url`.
    func commit() throws {
        do {
            try handle.close()
        } catch {
            throw AnimationError(path: url.path, message: "cannot close: \(error.localizedDescription)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            throw AnimationError(path: url.path, message: "cannot rename into place: \(String(cString: strerror(errno)))")
        }
        committed = true
    }
}
