import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// reel's one way to read a file: only when it is a regular file. The path is opened with `O_NONBLOCK`, so opening a
/// FIFO, a socket or a device never waits for a writer, and the open descriptor is checked with `fstat` before a byte
/// is read, so what is read is what was checked. A directory, FIFO, device or socket is refused with a reason; each
/// caller words the refusal for its own messages from its `cause`.
public enum RegularFile {
    /// Why a file was not read: one phrase, e.g. `is a FIFO, not a regular file` or `No such file or directory`.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// What failed.
        public enum Cause: Sendable, Equatable {
            /// `open(2)` failed with this `errno` (`ENOENT`, `ELOOP` for a link not followed, …).
            case open(Int32)
            /// `fstat(2)` failed with this `errno`.
            case status(Int32)
            /// The path is not a regular file: its `st_mode` file type (`S_IFDIR`, `S_IFIFO`, …).
            case notRegular(mode_t)
            /// The file is longer than the limit.
            case tooLong(limit: Int)
            /// `read(2)` failed with this `errno`.
            case read(Int32)
            /// The bytes were asked for as text and are not UTF-8.
            case notUTF8
        }

        public var cause: Cause

        /// A refusal for `cause`.
        public init(_ cause: Cause) {
            self.cause = cause
        }

        /// Whether the file was refused for being longer than the limit.
        public var exceededLimit: Bool {
            if case .tooLong = cause { return true }
            return false
        }

        /// Whether nothing is at the path (`open` failed with `ENOENT`).
        public var isMissing: Bool { cause == .open(ENOENT) }

        /// The phrase: the system's reason for a failed call, what the file is when it is not a regular file.
        public var reason: String {
            switch cause {
            case .open(let code), .status(let code), .read(let code): RegularFile.text(code)
            case .notRegular(let mode): "is \(RegularFile.kind(mode) ?? "a regular file"), not a regular file"
            case .tooLong(let limit): "is larger than \(limit) bytes"
            case .notUTF8: "is not UTF-8 text"
            }
        }

        public var description: String { reason }
    }

    /// The bytes of the regular file at `path`, or why it was refused; at most `limit` bytes are read (a longer
    /// file is refused). With `followingLinks` false a symbolic link is refused (`open` fails with `ELOOP`).
    public static func read(_ path: String, limit: Int = Int.max, followingLinks: Bool = true)
        -> Result<[UInt8], Refusal>
    {
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { return .failure(Refusal(.open(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(Refusal(.status(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(Refusal(.notRegular(status.st_mode & S_IFMT))) }
        let size = Int(clamping: status.st_size)
        guard size <= limit else { return .failure(Refusal(.tooLong(limit: limit))) }
        // The size `fstat` gave is read in one go; a file that grew since is read on in chunks up to the limit.
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < size {
                let rest = UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[initialized...]))
                let count = readSome(descriptor, into: rest)
                if count < 0, errno == EINTR { continue }
                if count < 0 { failure = errno }
                if count <= 0 { return }
                initialized += count
            }
        }
        if let failure { return .failure(Refusal(.read(failure))) }
        if bytes.count < size { return .success(bytes) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { readSome(descriptor, into: $0) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Refusal(.read(errno)))
            }
            guard bytes.count + count <= limit else { return .failure(Refusal(.tooLong(limit: limit))) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Why the file at `path` could not be read as a regular file of at most `limit` bytes, or nil when it could:
    /// the same open (`O_NONBLOCK`, so a FIFO cannot block it) and checks as `read`, without reading. For a file
    /// another program is to read (ffmpeg), checked just before it is handed over. With `followingLinks` false a
    /// symbolic link is refused.
    public static func refusal(of path: String, limit: Int = Int.max, followingLinks: Bool = true) -> Refusal? {
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { return Refusal(.open(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return Refusal(.status(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { return Refusal(.notRegular(status.st_mode & S_IFMT)) }
        guard Int(clamping: status.st_size) <= limit else { return Refusal(.tooLong(limit: limit)) }
        return nil
    }

    /// What a non-regular file is (`a directory`, `a FIFO`), nil for a regular file.
    public static func kind(_ mode: mode_t) -> String? {
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

    /// The system's text for `errno` value `code` (`No such file or directory`).
    public static func text(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// `read(2)` into `buffer`: the byte count, 0 at the end, -1 with `errno` set.
private func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
