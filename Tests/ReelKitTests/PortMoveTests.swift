import Foundation
import Testing

@testable import ReelPort

/// `reel port` does what Linux needs and the compiler cannot: overrides in extensions move into their class, a
/// Foundation file that uses URLSession imports ReelKit, and `--dry-run` prints a unified diff.
@Suite struct PortMoveTests {
    /// A controller whose data-source overrides sit in an extension, as 3 of 42 surveyed galleries write it.
    static let controller = """
        import UIKit

        final class PhotosViewController: UICollectionViewController {
            var titles: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            }
        }

        // MARK: - UICollectionViewDataSource
        extension PhotosViewController {
            override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

            /// One cell per title.
            override func collectionView(_ view: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                titles.count
            }

            override func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.accessibilityLabel = "{ \\(titles[indexPath.item]) }"
                return cell
            }

            func title(at indexPath: IndexPath) -> String { titles[indexPath.item] }
        }

        """

    @Test func overridesInAnExtensionMoveIntoTheClassAndCompile() throws {
        let (text, edits) = SourcePort.port(Self.controller)
        let moved = edits.filter { $0.note != nil && $0.changesText }
        #expect(moved.map(\.line) == [14, 17, 21])
        #expect(moved.allSatisfy { $0.note?.hasPrefix("moved into the body of class PhotosViewController") == true })
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let classEnd = try #require(lines.firstIndex(of: "}"))
        let extensionStart = try #require(lines.firstIndex(of: "extension PhotosViewController {"))
        #expect(lines[..<classEnd].contains { $0.contains("override func numberOfSections") })
        #expect(lines[..<classEnd].contains { $0.contains("/// One cell per title.") }, "its doc comment goes along")
        #expect(lines[..<classEnd].contains { $0.contains("cellForItemAt indexPath") })
        #expect(!lines[extensionStart...].contains { $0.contains("override") })
        #expect(
            lines[extensionStart + 1] == "    func title(at indexPath: IndexPath) -> String { titles[indexPath.item] }")
        #expect(lines[extensionStart...].contains { $0.contains("func title(at indexPath: IndexPath)") })
        let (status, output, _) = try SwiftTypeCheck.run(text)
        #expect(status == 0, "\(output)")
        // Without the move, the compiler refuses the extension's overrides.
        let unmoved = Self.controller.replacingOccurrences(of: "import UIKit", with: "import ReelKit")
        #expect(try SwiftTypeCheck.run(unmoved).status != 0)
    }

    @Test func anOverrideOfAClassDeclaredElsewhereIsNamedAndLeft() {
        let source = """
            import UIKit

            extension FeedViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                }
            }
            """
        let (text, edits) = SourcePort.port(source)
        #expect(text == source.replacingOccurrences(of: "import UIKit", with: "import ReelKit"))
        let left = edits.filter { $0.note != nil }
        #expect(left.map(\.line) == [4])
        #expect(
            left.first?.summary.hasSuffix(
                "left in its extension (this file does not declare class "
                    + "FeedViewController): move it into the class body by hand") == true)
    }

    @Test func aViewWithInitializersOfItsOwnGetsARequiredFrameInitializer() throws {
        let source = """
            import UIKit

            final class BadgeView: UIView {
                private let label = UILabel()

                init(text: String) {
                    super.init(frame: .zero)
                    label.text = text
                }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            }

            final class PhotoCell: UICollectionViewCell {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            }

            final class Loader: NSObject {
                init(name: String) {}
            }
            """
        let (text, edits) = SourcePort.port(source)
        let added = edits.filter { $0.note?.hasPrefix("required init(frame:) added") == true }
        #expect(added.map(\.line) == [3])
        #expect(
            text.contains(
                """
                        fatalError("init(coder:) has not been implemented")
                    }

                    required init(frame: CGRect) {
                        fatalError("init(frame:) has not been implemented")
                    }
                }

                final class PhotoCell
                """), "\(text)")
        let (status, output, _) = try SwiftTypeCheck.run(text)
        #expect(status == 0, "\(output)")
        let unported = source.replacingOccurrences(of: "import UIKit", with: "import ReelKit")
            .replacingOccurrences(of: "override init(frame", with: "required init(frame")
        #expect(try SwiftTypeCheck.run(unported).status != 0, "without it, the compiler refuses BadgeView")
    }

    @Test func aFoundationFileThatUsesURLSessionImportsReelKit() throws {
        let source = """
            import Foundation

            final class ImageLoader {
                private var tasks: [URL: URLSessionDataTask] = [:]

                func load(_ url: URL, completion: @escaping @Sendable (Data?) -> Void) {
                    let task = URLSession.shared.dataTask(with: url) { data, _, _ in completion(data) }
                    tasks[url] = task
                    task.resume()
                }
            }
            """
        let (text, edits) = SourcePort.port(source)
        #expect(edits.map(\.line) == [1])
        #expect(text.hasPrefix("import ReelKit\n"))
        let (status, output, _) = try SwiftTypeCheck.run(text)
        #expect(status == 0, "\(output)")
        // A Foundation file without URL loading, and one that only mentions it in a comment, are left alone.
        let plain = "import Foundation\n\n// URLSession is not used here.\nstruct Photo { let url: URL }\n"
        #expect(SourcePort.port(plain).edits.isEmpty)
    }

    @Test func aDryRunPrintsTheUnifiedDiffDiffPrints() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-diff-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("PhotosViewController.swift")
        try Data(Self.controller.utf8).write(to: file)
        var printed: [String] = []
        try SourcePort.run(paths: [file.path], dryRun: true) { printed.append($0) }
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.controller, "a dry run writes nothing")
        #expect(printed.last == "1 of 1 files would change")
        let diff = printed.dropLast().joined(separator: "\n") + "\n"
        // The same hunks as diff -u of the file and its ported text.
        let ported = folder.appendingPathComponent("ported.swift")
        try Data(SourcePort.port(Self.controller).text.utf8).write(to: ported)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        process.arguments = ["-u", file.path, ported.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let expected = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        func hunks(_ text: String) -> [Substring] {
            text.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("@@") }.map { $0 }
        }
        #expect(diff.hasPrefix("--- \(file.path)\n+++ \(file.path)\n@@ "))
        #expect(hunks(diff) == hunks(expected), "\(diff)")
    }
}
