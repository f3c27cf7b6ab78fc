import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Temporary paths a test process gave out, removed when it exits: a folder kept for several tests (a shared report
/// run), or a scenario file a test never removes, leaves nothing behind. (A process that ends by a trap, as an exit
/// test's child does, removes nothing.)
public enum TemporaryPaths {
    private static let made = Mutex<[URL]?>(nil)

    /// Removes `url` (a file or a folder, made or not) when the process exits.
    public static func register(_ url: URL) {
        made.withLock { paths in
            if paths == nil {
                paths = []
                atexit { TemporaryPaths.removeAll() }
            }
            paths?.append(url)
        }
    }

    /// Removes every path registered so far.
    public static func removeAll() {
        let paths = made.withLock { paths in
            defer { paths = [] }
            return paths ?? []
        }
        for url in paths { try? FileManager.default.removeItem(at: url) }
    }
}
