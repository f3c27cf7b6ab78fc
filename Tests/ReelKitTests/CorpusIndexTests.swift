import Foundation
import Testing

/// The corpus (`Corpus/<topic>/`) is gallery code as apps write it: each file imports ReelKit where the app imported
/// UIKit, says in its header what else changed, and together they hold at least 12 cells and 4 view controllers.
@Suite struct CorpusIndexTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// Every Swift file of the corpus, path → text.
    static func files() throws -> [(path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let path = String(url.path.dropFirst(folder.path.count + 1))
            files.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The classes `text` declares whose superclass is one of `bases`.
    static func classes(in text: String, inheritingFrom bases: [String]) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(whereSeparator: { " :,{".contains($0) }).map(String.init)
            guard let index = words.firstIndex(of: "class"), index + 2 < words.count,
                bases.contains(words[index + 2])
            else { return nil }
            return words[index + 1]
        }
    }

    @Test func everyFileImportsReelKitAndSaysWhatElseChanged() throws {
        let files = try Self.files()
        #expect(files.count >= 16)
        for (path, text) in files {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.contains("import ReelKit"), "\(path)")
            #expect(!lines.contains("import UIKit"), "\(path)")
            #expect(lines.contains { $0.hasPrefix("// Changed beyond the import: ") }, "\(path)")
        }
    }

    @Test func theCorpusHoldsTwelveCellsAndFourViewControllers() throws {
        let texts = try Self.files().map(\.text)
        let cells = texts.flatMap {
            Self.classes(in: $0, inheritingFrom: ["UICollectionViewCell", "UICollectionViewListCell"])
        }
        let controllers = texts.flatMap {
            Self.classes(in: $0, inheritingFrom: ["UIViewController", "UICollectionViewController"])
        }
        #expect(cells.count >= 12, "\(cells)")
        #expect(controllers.count >= 4, "\(controllers)")
    }
}
