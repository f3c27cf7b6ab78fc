import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files a copy must never open: FIFOs, sockets and devices. Opening a FIFO for reading blocks until a writer comes,
/// for ever if none does, so a tree is searched for them with `lstat` (which opens nothing) before it is copied.
public enum SpecialFiles {
    /// The first FIFO, socket or device at or below `path` (links are not followed: a link is copied as a link),
    /// with what it is (`a FIFO`); nil when the tree holds only folders, regular files and links, or is missing.
    public static func first(under path: String) -> (path: String, kind: String)? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFLNK:
            return nil
        case S_IFDIR:
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for name in names.sorted() {
                if let found = first(under: (path as NSString).appendingPathComponent(name)) { return found }
            }
            return nil
        default:
            return (path, RegularFile.kind(status.st_mode) ?? "not a regular file")
        }
    }
}
