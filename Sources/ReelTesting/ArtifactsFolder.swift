import Foundation

/// Where `verifyGolden` puts a failing golden's expected/actual/diff images:
/// `<root>/<folder>-<hash>/<name>`, the root being `$REEL_ARTIFACTS` or `$TMPDIR/reel-golden-artifacts`, `<folder>`
/// the name of the folder holding the goldens' folder (the test target's, e.g. `GalleryTests`) and `<hash>` eight hex
/// digits of the goldens folder's absolute path. Two packages (or two test targets) with goldens of the same name
/// keep their artifacts apart; one golden's artifacts replace that golden's own from an earlier run.
enum ArtifactsFolder {
    /// The artifacts folder for the golden `name` in `goldens`.
    static func folder(for name: String, goldens: URL, environment: [String: String]) -> URL {
        let root =
            environment["REEL_ARTIFACTS"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("reel-golden-artifacts", isDirectory: true)
        return root.appendingPathComponent(key(for: goldens), isDirectory: true)
            .appendingPathComponent(name, isDirectory: true)
    }

    /// `<folder>-<hash>` for a goldens folder: readable, and unique per absolute path.
    static func key(for goldens: URL) -> String {
        let path = goldens.standardizedFileURL.path
        let owner = goldens.standardizedFileURL.deletingLastPathComponent().lastPathComponent
        // FNV-1a, 64 bits: stable across processes and machines (Swift's `Hasher` is seeded per process).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash >> 32, radix: 16)
        let safe = owner.unicodeScalars.map { scalar in
            CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" ? Character(scalar) : "_"
        }
        return (safe.isEmpty ? "goldens" : String(safe)) + "-" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}
