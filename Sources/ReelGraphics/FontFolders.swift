import Foundation
import Synchronization

/// Where reel looks for a font's files, and how it says one is missing: the folder an environment variable names,
/// then the Linux distributions' folders, then where macOS and Homebrew's font casks put fonts.
enum FontFolders {
    /// The folders to look in, in order.
    static func search(
        override key: String, linux: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        var folders: [String] = []
        if let folder = environment[key], !folder.isEmpty { folders.append(folder) }
        folders += linux
        if let home = environment["HOME"], !home.isEmpty { folders.append(home + "/Library/Fonts") }
        folders += ["/Library/Fonts", "/opt/homebrew/share/fonts", "/usr/local/share/fonts"]
        return folders
    }

    /// Writes `message` (a line) on standard error, the first time only (`warned` records that it was written).
    static func warn(once warned: borrowing Atomic<Bool>, _ message: String) {
        guard !warned.exchange(true, ordering: .relaxed) else { return }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
