import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Copies a tree of folders, regular files and links into a folder reel is staging (registered with
/// `TemporaryFiles`), so that a clean-up on SIGINT or SIGTERM never waits on it for long: each folder and link is made,
/// and each file's bytes are written 4 MiB at a time, in `TemporaryFiles.whole`, while reading happens outside it.
/// Every file is opened without blocking and without following a link, then checked with `fstat`: a FIFO, socket or
/// device, even one put in place after an earlier check, is refused, never waited on.
public enum TreeCopy {
    /// The bytes copied in one step.
    static let chunk = 4 << 20

    /// Copies `source` (a folder, regular file or link) to `target`, which must not exist. Throws `OutputError`
    /// naming the file that could not be copied, with `refusal` as the message for a file of another kind.
    public static func copy(_ source: String, to target: String, refusal: String) throws(OutputError) {
        var status = stat()
        guard lstat(source, &status) == 0 else { throw failure(source, errno) }
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(source, &buffer, buffer.count - 1)
            guard count >= 0 else { throw failure(source, errno) }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let made = TemporaryFiles.shared.whole { symlink(destination, target) == 0 ? 0 : errno }
            if made != 0 { throw failure(target, made) }
        case S_IFDIR:
            let made = TemporaryFiles.shared.whole { mkdir(target, status.st_mode & 0o7777) == 0 ? 0 : errno }
            if made != 0 { throw failure(target, made) }
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: source)) ?? []).sorted() {
                try copy(
                    (source as NSString).appendingPathComponent(name),
                    to: (target as NSString).appendingPathComponent(name),
                    refusal: refusal)
            }
        case S_IFREG:
            try copyFile(source, to: target, mode: status.st_mode & 0o7777, refusal: refusal)
        default:
            throw OutputError(
                path: source, message: "is \(RegularFile.kind(status.st_mode) ?? "not a file"): \(refusal)")
        }
    }

    /// Copies one regular file in chunks.
    private static func copyFile(_ source: String, to target: String, mode: mode_t, refusal: String)
        throws(OutputError)
    {
        let input = open(source, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard input >= 0 else { throw failure(source, errno) }
        defer { close(input) }
        var status = stat()
        guard fstat(input, &status) == 0 else { throw failure(source, errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw OutputError(
                path: source, message: "is \(RegularFile.kind(status.st_mode) ?? "not a file"): \(refusal)")
        }
        let output = TemporaryFiles.shared.whole { open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode) }
        guard output >= 0 else { throw failure(target, errno) }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { SystemIO.read(input, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure(source, errno) }
            if count == 0 { return }
            let failed: Int32 = TemporaryFiles.shared.whole {
                buffer.withUnsafeBytes { raw in
                    var done = 0
                    while done < count {
                        let wrote = SystemIO.write(output, raw.baseAddress! + done, count - done)
                        if wrote < 0, errno == EINTR { continue }
                        guard wrote > 0 else { return errno }
                        done += wrote
                    }
                    return 0
                }
            }
            if failed != 0 { throw failure(target, failed) }
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> OutputError {
        OutputError(path: path, message: "cannot copy: \(TemporaryFiles.reason(code))")
    }
}
