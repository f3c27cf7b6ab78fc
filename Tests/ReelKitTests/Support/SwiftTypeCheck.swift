import Foundation

/// Type-checks Swift source as a user's file that imports ReelKit, against the modules this test run was built with
/// (beside the test binary), as SwiftPM would compile it.
enum SwiftTypeCheck {
    /// The folder of the built modules.
    static var modules: URL {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return binary.deletingLastPathComponent().appendingPathComponent("Modules")
    }

    /// The compiler's exit status and output for `source`, and the path the source had (the output names it).
    static func run(_ source: String) throws -> (status: Int32, output: String, file: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reelkit-typecheck-\(UUID()).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        // ReelKit's C dependency is found through the module map the build generated for it, as SwiftPM passes it.
        let trapMap = modules.deletingLastPathComponent().appendingPathComponent("CUserCodeTrap.build/module.modulemap")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-default-isolation", "MainActor", "-I", modules.path,
            "-Xcc", "-fmodule-map-file=\(trapMap.path)", file.path,
        ]
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text, file.path)
    }
}
