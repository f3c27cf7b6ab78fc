import Foundation
import Testing

/// UIKit API ReelKit lacks stops at a compiler error that names ReelKit and says what to do: each use below is
/// type-checked against the ReelKit module this test run was built with.
@Suite struct UnavailableAPITests {
    /// One use per line of a function body; every line must fail with an error naming ReelKit.
    static let uses = [
        "let _: UITableView? = nil",
        "let _: UITableViewCell? = nil",
        "let _: UINib? = nil",
        "let _: UIStoryboard? = nil",
        "let _: UICollectionViewCompositionalLayout? = nil",
        "let _: UIScreen? = nil",
        "let _: UIApplication? = nil",
        "let _: UIGraphicsImageRenderer? = nil",
        "collectionView.reloadData()",
        "collectionView.performBatchUpdates(nil)",
        "collectionView.insertItems(at: [])",
        "collectionView.deleteItems(at: [])",
        "collectionView.reloadItems(at: [])",
        "collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: 0, animated: true)",
        "_ = collectionView.contentOffset",
        #"collectionView.register(nil, forSupplementaryViewOfKind: "h", withReuseIdentifier: "h")"#,
        "_ = URLSession.shared.downloadTask(with: url)",
        "_ = try await URLSession.shared.download(from: url)",
        "_ = try await URLSession.shared.bytes(from: url)",
        "_ = URLSession.shared.dataTaskPublisher(for: url)",
    ]

    /// The folder of the built modules (beside this test binary).
    static var modules: URL {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return binary.deletingLastPathComponent().appendingPathComponent("Modules")
    }

    @Test func everyUseIsAnErrorNamingReelKit() throws {
        let header = [
            "import ReelKit",
            "@MainActor func use(",
            "    _ collectionView: UICollectionView, _ cell: UICollectionViewCell, _ label: UILabel, _ url: URL",
            ") async throws {",
        ]
        let source = (header + Self.uses.map { "    " + $0 } + ["}"]).joined(separator: "\n") + "\n"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reelkit-unavailable-\(UUID()).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(FileManager.default.fileExists(atPath: Self.modules.appendingPathComponent("ReelKit.swiftmodule").path))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // ReelKit's C dependency is found through the module map the build generated for it, as SwiftPM passes it.
        let trapMap = Self.modules.deletingLastPathComponent().appendingPathComponent(
            "CUserCodeTrap.build/module.modulemap")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", Self.modules.path,
            "-Xcc", "-fmodule-map-file=\(trapMap.path)", file.path,
        ]
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)

        // `file:LINE:COLUMN: error: message`, one per failing use (notes and source excerpts are other lines).
        var errors: [Int: [String]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix(file.path + ":") && line.contains(": error: ") {
            let parts = line.dropFirst(file.path.count + 1).split(separator: ":", maxSplits: 1)
            guard let number = Int(parts[0]) else { continue }
            errors[number, default: []].append(String(line))
        }
        for (offset, use) in Self.uses.enumerated() {
            let lineNumber = header.count + 1 + offset
            let messages = errors[lineNumber] ?? []
            #expect(messages.contains { $0.contains("ReelKit") }, "\(use): \(messages)")
        }
        #expect(Set(errors.keys).subtracting(header.count + 1..<header.count + 1 + Self.uses.count).isEmpty, "\(text)")
    }
}
