import Foundation
import Testing

/// UIKit API ReelKit lacks stops at a compiler error that names ReelKit and says what to do: each use below is
/// type-checked against the ReelKit module this test run was built with.
@Suite struct UnavailableAPITests {
    /// One use per line of a function body; every line must fail with an error naming ReelKit.
    static let uses = [
        "_ = URLSession.shared.downloadTask(with: url)",
        "_ = try await URLSession.shared.download(from: url)",
        "_ = try await URLSession.shared.bytes(from: url)",
    ]

    @Test func everyUseIsAnErrorNamingReelKit() throws {
        let header = [
            "import ReelKit",
            "@MainActor func use(",
            "    _ collectionView: UICollectionView, _ cell: UICollectionViewCell, _ label: UILabel, _ url: URL",
            ") async throws {",
        ]
        let source = (header + Self.uses.map { "    " + $0 } + ["}"]).joined(separator: "\n") + "\n"
        let (status, text, path) = try SwiftTypeCheck.run(source)
        #expect(status != 0)

        // `file:LINE:COLUMN: error: message`, one per failing use (notes and source excerpts are other lines).
        var errors: [Int: [String]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix(path + ":") && line.contains(": error: ") {
            let parts = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 1)
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
