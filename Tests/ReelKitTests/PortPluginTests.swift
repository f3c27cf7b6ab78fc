import Foundation
import ReelTestSupport
import Testing

/// The `reel-port` command plugin end to end: a scratch package holding the plugin, its tool and reel's port code as
/// this checkout has them (with ReelFiles, which reads the sources, and the ReelFormats it builds on), and a target of
/// UIKit code, is ported by `swift package reel-port`.
@Suite(.tags(.endToEnd)) struct PortPluginTests {
    /// This checkout's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(.timeLimit(.minutes(10))) func swiftPackageReelPortRewritesTheTargetsSources() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("reel-port-\(UUID())")
        defer { try? FileManager.default.removeItem(at: package) }
        let manager = FileManager.default
        for folder in ["Sources/reel-port", "Plugins/ReelPortPlugin", "Sources/Gallery"] {
            try manager.createDirectory(at: package.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [
            "Sources/ReelPort", "Sources/reel-port/main.swift", "Plugins/ReelPortPlugin/plugin.swift",
            "Sources/ReelFiles", "Sources/ReelFormats",
        ] {
            try manager.copyItem(at: Self.root.appendingPathComponent(file), to: package.appendingPathComponent(file))
        }
        try Data(Self.manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        let cell = package.appendingPathComponent("Sources/Gallery/FeedCell.swift")
        try Data(PortTests.xibCell.utf8).write(to: cell)

        let (status, output) = try Self.swift(
            ["package", "--allow-writing-to-package-directory", "reel-port"], in: package)
        #expect(status == 0, "\(output)")
        // Every Swift file of the scratch package's targets is read; only the cell changes.
        let sources =
            FileManager.default.enumerator(atPath: package.appendingPathComponent("Sources").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.count ?? 0
        #expect(output.contains("1 of \(sources) files changed"), "\(output)")
        let ported = try String(contentsOf: cell, encoding: .utf8)
        #expect(ported == SourcePortText.expected)
    }

    static func swift(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    static let manifest = """
        // swift-tools-version:6.2
        import PackageDescription

        let package = Package(
            name: "scratch",
            targets: [
                .target(name: "Gallery"),
                .target(name: "ReelFormats"),
                .target(name: "ReelFiles", dependencies: ["ReelFormats"]),
                .target(name: "ReelPort", dependencies: ["ReelFiles"]),
                .executableTarget(name: "reel-port", dependencies: ["ReelPort"]),
                .plugin(
                    name: "ReelPortPlugin",
                    capability: .command(
                        intent: .custom(verb: "reel-port", description: "port"),
                        permissions: [.writeToPackageDirectory(reason: "ports")]),
                    dependencies: ["reel-port"]),
            ]
        )
        """
}

/// The xib cell of `PortTests` as the port leaves it.
enum SourcePortText {
    static let expected = """
        import ReelKit

        final class FeedCell: UICollectionViewCell {
            @Outlet var photoView: UIImageView!
            @Outlet private var titleLabel: UILabel!
            @Outlet var badges: [UIView]!
            // @IBOutlet weak var oldLabel: UILabel!

            override func awakeFromNib() {
                super.awakeFromNib()
                titleLabel.numberOfLines = 2
            }
        }

        """
}
