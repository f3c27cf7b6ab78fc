import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file only when it is a regular file. The path is opened with `O_NONBLOCK`, so opening a FIFO, a
/// socket or a device never waits for a writer, and the open descriptor is checked with `fstat` before a byte is
/// read, so what is read is what was checked. A directory, FIFO, device or socket is refused with a reason.
public enum RegularFile {
    /// Why a file was not read: one phrase, e.g. `is a FIFO, not a regular file` or `No such file or directory`.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public var reason: String
        /// Whether the file was refused for being longer than the limit.
        public var exceededLimit = false
        public var description: String { reason }
    }

    /// The bytes of the regular file at `path`, or why it was refused; at most `limit` bytes are read (a longer
    /// file is refused).
    public static func read(_ path: String, limit: Int = Int.max) -> Result<[UInt8], Refusal> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Refusal(reason: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(Refusal(reason: String(cString: strerror(errno))))
        }
        if let kind = kind(status.st_mode) { return .failure(Refusal(reason: "is \(kind), not a regular file")) }
        let size = Int(clamping: status.st_size)
        guard size <= limit else { return .failure(tooLong(limit)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { readSome(descriptor, into: $0) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Refusal(reason: String(cString: strerror(errno))))
            }
            guard bytes.count + count <= limit else {
                return .failure(tooLong(limit))
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    private static func tooLong(_ limit: Int) -> Refusal {
        Refusal(reason: "is larger than \(limit) bytes", exceededLimit: true)
    }

    /// What a non-regular file is (`a directory`, `a FIFO`), nil for a regular file.
    static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "an unknown kind of file"
        }
    }
}

/// `read(2)` into `buffer`: the byte count, 0 at the end, -1 with `errno` set.
private func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
