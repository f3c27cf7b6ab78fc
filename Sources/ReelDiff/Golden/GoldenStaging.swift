import Foundation
import ReelFiles
import ReelFormats
import ReelGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new golden written beside the old one and swapped in whole, so that a golden on disk is always either the old
/// one or the new one, never new frames under an old manifest.
///
/// The new golden is built in `.<name>.staged/` in the goldens folder (the manifest written last), with copies of any
/// files of the old golden reel does not write. `commit()` then exchanges the two folders in one `renameat2`
/// (`RENAME_EXCHANGE`; `renamex_np` with `RENAME_SWAP` on macOS) and removes the old one. Where the file system
/// cannot exchange, the old golden's manifest is removed first (an incomplete golden never passes a check), the old
/// folder renamed to `.<name>.replaced/`, the new one renamed into place and the old one removed; `recover`
/// finishes or undoes a swap that was interrupted between those renames.
///
/// One golden is written at a time in a goldens folder, by any number of reel processes: staging holds the folder's
/// `FolderLock` until the swap or the discard.
///
/// SIGINT and SIGTERM remove the staging folder (`TemporaryFiles`). Every file written into it and the swap itself
/// run in `TemporaryFiles.whole`, so that clean-up never runs in the middle of one: it removes a staging folder no
/// one is writing, before the swap (the old golden stays) or after it (the new golden stays, and the folder it
/// removes holds the old one). SIGKILL leaves the staging folder; the next write of that golden removes it.
public final class GoldenStaging {
    /// One step of writing a golden, handed to the interruption seam before it happens.
    public enum Step: Sendable, Equatable {
        /// Writing a file into the staging folder (its path relative to the golden).
        case write(String)
        /// Swapping the staged golden in.
        case swap
    }

    /// The golden folder.
    package let golden: URL
    /// The staging folder beside it.
    package let staging: URL
    private let interrupt: (Step) throws -> Void
    private var done = false
    /// The goldens folder's lock, held from the start of staging until the swap or the discard.
    private let lock: FolderLock

    /// Starts staging a new `golden`: recovers an interrupted swap, removes a stale staging folder, creates an empty
    /// one and copies the old golden's foreign files into it. `interrupt` is called before every step (a test seam:
    /// throwing from it aborts the write as a failing disk would).
    package init(golden: URL, interrupt: @escaping (Step) throws -> Void = { _ in }) throws(OutputError) {
        self.golden = golden
        self.interrupt = interrupt
        staging = Self.sibling(of: golden, suffix: "staged")
        let parent = staging.deletingLastPathComponent()
        try AtomicFile.createFolder(parent, label: golden.path, doing: "cannot stage the new golden")
        // Another reel writing a golden in this folder finishes first: the staging folder is one per golden.
        lock = try FolderLock(parent, label: golden.path, doing: "cannot stage the new golden")
        Self.recover(golden)
        let files = FileManager.default
        try? files.removeItem(at: staging)
        try TemporaryFiles.shared.createFolder(staging, label: golden.path, doing: "cannot stage the new golden")
        for name in (try? files.contentsOfDirectory(atPath: golden.path)) ?? []
        where !Self.ownNames.contains(name) {
            // A FIFO would block the copy for ever: the tree is searched for one before anything is copied.
            if let special = SpecialFiles.first(under: golden.appendingPathComponent(name).path) {
                discard()
                throw OutputError(
                    path: special.path,
                    message: "is \(special.kind): a golden folder carries over only folders, regular files and links")
            }
            do throws(OutputError) {
                let (from, to) = (golden.appendingPathComponent(name), staging.appendingPathComponent(name))
                WritePoint.reached("copy \(to.path)")
                // In steps a clean-up waits for only briefly, a file of another kind refused when it is opened.
                try TreeCopy.copy(
                    from.path, to: to.path,
                    refusal: "a golden folder carries over only folders, regular files and links")
            } catch {
                discard()
                throw error
            }
        }
    }

    deinit { discard() }

    /// The names reel writes in a golden folder; everything else is the user's and is carried over.
    static let ownNames: Set<String> = Set(
        RunFolder.logNames + RunFolder.logNames.map { $0 + CompressedLog.suffix }
            + [RunFolder.manifestName, RunFolder.framesName, GoldenVideo.fileName])

    /// Writes `data` as `name` (relative to the golden) into the staging folder; true when it differs from the old
    /// golden's file.
    package func write(_ data: Data, as name: String) throws(OutputError) -> Bool {
        let target = staging.appendingPathComponent(name)
        do {
            try interrupt(.write(name))
            WritePoint.reached("stage \(target.path)")
            let label = golden.appendingPathComponent(name).path
            try TemporaryFiles.shared.whole { () throws -> Void in
                try AtomicFile.createFolder(target.deletingLastPathComponent(), label: label)
                try data.write(to: target)
            }
        } catch {
            throw OutputError(
                path: golden.appendingPathComponent(name).path, message: "cannot write: \(OutputError.cause(error))")
        }
        return !Self.same(data, asFileAt: golden.appendingPathComponent(name))
    }

    /// Whether the file at `url` holds exactly `bytes`: false when it is missing, longer or cannot be read.
    static func same(_ bytes: some Collection<UInt8>, asFileAt url: URL) -> Bool {
        guard let old = try? RegularFile.read(url.path, limit: bytes.count).get() else { return false }
        return old.elementsEqual(bytes)
    }

    /// Has `make` write the file `name` (relative to the golden) in the staging folder, at the URL it is given (a
    /// program such as ffmpeg writes it); true when it differs from the old golden's file.
    package func produce(_ name: String, _ make: (URL) throws -> Void) throws -> Bool {
        let target = staging.appendingPathComponent(name)
        do {
            try interrupt(.write(name))
        } catch {
            throw OutputError(
                path: golden.appendingPathComponent(name).path, message: "cannot write: \(OutputError.cause(error))")
        }
        WritePoint.reached("stage \(target.path)")
        try make(target)
        let made = try RegularFile.contents(target.path, limit: RegularFile.Limit.video)
        return !Self.same(made, asFileAt: golden.appendingPathComponent(name))
    }

    /// Swaps the staged golden in; afterwards the golden folder holds exactly what was staged.
    package func commit() throws(OutputError) {
        do {
            try interrupt(.swap)
        } catch {
            throw OutputError(path: golden.path, message: "cannot replace the golden: \(OutputError.cause(error))")
        }
        WritePoint.reached("swap \(staging.path) with \(golden.path)")
        // After the swap `staging` holds the old golden: it stays registered until removed, so a signal now
        // removes it and leaves the new golden in place.
        try TemporaryFiles.shared.whole { () throws(OutputError) -> Void in try swap() }
        TemporaryFiles.shared.remove(folder: staging)
        done = true
        lock.unlock()
    }

    /// Puts the staged golden in place of the old one: exchanged in one call where the file system can, else the
    /// old manifest removed first and two renames that `recover` finishes or undoes.
    private func swap() throws(OutputError) {
        let files = FileManager.default
        if !files.fileExists(atPath: golden.path) {
            try AtomicFile.move(staging, to: golden)
        } else if !Self.exchange(staging, golden) {
            let replaced = Self.sibling(of: golden, suffix: "replaced")
            try? files.removeItem(at: replaced)
            unlink(RunFolder(golden).manifest.path)
            try AtomicFile.move(golden, to: replaced)
            try AtomicFile.move(staging, to: golden)
            try? files.removeItem(at: replaced)
        }
    }

    /// Removes the staging folder (nothing is swapped in).
    func discard() {
        guard !done else { return }
        done = true
        TemporaryFiles.shared.remove(folder: staging)
        lock.unlock()
    }

    /// Finishes a swap interrupted between its two renames: the old golden comes back if the new one is not in
    /// place, and is removed if it is; a stale staging folder stays until the next write removes it.
    static func recover(_ golden: URL) {
        let replaced = sibling(of: golden, suffix: "replaced")
        let files = FileManager.default
        guard files.fileExists(atPath: replaced.path) else { return }
        if files.fileExists(atPath: RunFolder(golden).manifest.path) {
            try? files.removeItem(at: replaced)
        } else {
            try? files.removeItem(at: golden)
            try? AtomicFile.move(replaced, to: golden)
        }
    }

    /// `.<name>.<suffix>` beside `golden`.
    static func sibling(of golden: URL, suffix: String) -> URL {
        let folder = golden.standardizedFileURL
        return folder.deletingLastPathComponent().appendingPathComponent(
            ".\(folder.lastPathComponent).\(suffix)", isDirectory: true)
    }

    /// Exchanges two paths atomically; false when the system or file system cannot.
    static func exchange(_ a: URL, _ b: URL) -> Bool {
        #if canImport(Glibc)
            guard let renameat2 = renameat2Function else { return false }
            let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE
            return renameat2(AT_FDCWD, a.path, AT_FDCWD, b.path, exchangeFlag) == 0
        #elseif canImport(Darwin)
            return renamex_np(a.path, b.path, UInt32(RENAME_SWAP)) == 0
        #else
            return false
        #endif
    }
}

#if canImport(Glibc)
    /// glibc's `renameat2` (2.28+), looked up at run time: Swift's Glibc module does not declare it.
    private typealias RenameAt2 =
        @convention(c) (
            Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32
        ) -> Int32
    private let renameat2Function: RenameAt2? = dlsym(nil, "renameat2").map {
        unsafeBitCast($0, to: RenameAt2.self)
    }
#endif
