import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on a folder, held between processes (`flock` on the folder's own descriptor, so no lock file is
/// left in it) until `unlock()` or deinit. reel holds one on a goldens folder while it writes a golden there, so two
/// `check --update` runs on one folder write their goldens one after the other, each whole, instead of sharing a
/// staging folder. Waiting for it blocks only the caller: SIGINT and SIGTERM still end the process at once.
public final class FolderLock {
    private var descriptor: Int32

    /// Waits until `folder` (which exists) is locked. Throws `OutputError` naming `label`, what failed (`doing`) and
    /// the cause when it cannot be opened or locked.
    public init(_ folder: URL, label: String, doing what: String = "cannot lock the folder") throws(OutputError) {
        descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw OutputError(path: label, message: "\(what): \(TemporaryFiles.reason(errno))")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = TemporaryFiles.reason(errno)
                close(descriptor)
                descriptor = -1
                throw OutputError(path: label, message: "\(what): \(reason)")
            }
        }
    }

    /// Releases the lock (closing the descriptor releases it).
    public func unlock() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { unlock() }
}
