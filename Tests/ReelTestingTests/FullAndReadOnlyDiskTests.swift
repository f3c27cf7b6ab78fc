import Foundation
import ReelTestSupport
import Testing

/// A full disk or a read-only folder while `check --update` writes a golden, or `animate` an animation: one line
/// naming the file and the system's reason, exit 1, the old golden as it was and no staging folder or temporary file
/// left. The disks are small tmpfs mounts, made where this process may mount (root with the capability; elsewhere
/// the suite is skipped).
@Suite(.tags(.endToEnd), .enabled(if: ScratchDisk.canMount, "mounting a tmpfs needs root"))
struct FullAndReadOnlyDiskTests {
    /// Every file and folder under `folder`, relative, with regular files' bytes.
    static func tree(_ folder: URL) -> [String: Data?] {
        var found: [String: Data?] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let name = enumerator?.nextObject() as? String {
            found[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        }
        return found
    }

    /// A recorded golden and a run copied onto a tmpfs of `size` at `disk`, mounted `readOnly` or left full.
    /// Returns the project folder (the caller removes it), its scenario and a changed copy of it.
    static func prepare(disk: URL, size: String, readOnly: Bool) async throws
        -> (folder: URL, scenario: String, changed: URL)
    {
        let (folder, scenario, goldens) = try await CheckSafetyTests.recorded()
        let changed = folder.appendingPathComponent("changed.json")
        let text = try String(contentsOfFile: scenario, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"seed\": 3", with: "\"seed\": 7").utf8).write(to: changed)
        try #require(ScratchDisk.run("mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", disk.path]))
        try FileManager.default.copyItem(at: goldens, to: disk.appendingPathComponent("goldens"))
        if readOnly {
            try #require(ScratchDisk.run("mount", ["-o", "remount,ro", disk.path]))
        } else {
            // Fill what is left.
            let filler = disk.appendingPathComponent("filler")
            _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
            let handle = try FileHandle(forWritingTo: filler)
            while (try? handle.write(contentsOf: Data(count: 4096))) != nil {}
            try? handle.close()
        }
        return (folder, scenario, changed)
    }

    @Test(arguments: [false, true]) func aGoldenUpdateOnAFullOrReadOnlyDiskKeepsTheOldGolden(readOnly: Bool)
        async throws
    {
        let disk = try Paths.temporary("disk")
        defer {
            ScratchDisk.run("umount", [disk.path])
            try? FileManager.default.removeItem(at: disk)
        }
        let (project, _, changed) = try await Self.prepare(disk: disk, size: "2m", readOnly: readOnly)
        defer { try? FileManager.default.removeItem(at: project) }
        let goldens = disk.appendingPathComponent("goldens")
        let before = Self.tree(goldens)
        let out = try Paths.temporary("disk-out")
        defer { try? FileManager.default.removeItem(at: out) }
        let update = try await reel([
            "check", changed.path, "--goldens", goldens.path, "--out", out.path, "--update", "changed",
        ])
        #expect(update.status == 1, "\(update.stdout)\(update.stderr)")
        let reason = readOnly ? "Read-only file system" : "No space left on device"
        #expect(update.stderr.split(separator: "\n").count == 1, "\(update.stderr)")
        #expect(update.stderr.contains(goldens.path) && update.stderr.contains(reason), "\(update.stderr)")
        #expect(Self.tree(goldens) == before, "the old golden changed")
    }

    @Test(arguments: [false, true]) func anAnimationOnAFullOrReadOnlyDiskLeavesNoFile(readOnly: Bool) async throws {
        let disk = try Paths.temporary("disk")
        defer {
            ScratchDisk.run("umount", [disk.path])
            try? FileManager.default.removeItem(at: disk)
        }
        let (project, scenario, _) = try await Self.prepare(disk: disk, size: "1m", readOnly: readOnly)
        defer { try? FileManager.default.removeItem(at: project) }
        let run = try Paths.temporary("disk-run")
        defer { try? FileManager.default.removeItem(at: run) }
        #expect(try await reel(["render", scenario, "--out", run.path, "--quiet"]).status == 0)
        let reason = readOnly ? "Read-only file system" : "No space left on device"
        for format in ["mp4", "gif", "apng"] {
            let before = Set(Self.tree(disk).keys)
            let file = disk.appendingPathComponent("animation.\(format == "apng" ? "png" : format)")
            let animate = try await reel(["animate", run.path, "-f", format, "--out", file.path, "--quiet"])
            #expect(animate.status == 1, "\(format): \(animate.stderr)")
            #expect(animate.stderr.split(separator: "\n").count == 1, "\(format): \(animate.stderr)")
            #expect(animate.stderr.contains(reason), "\(format): \(animate.stderr)")
            #expect(Set(Self.tree(disk).keys) == before, "\(format) left a file")
        }
    }
}

/// Small tmpfs mounts for the disk tests.
enum ScratchDisk {
    /// Runs `/bin/mount` or `/bin/umount` with `arguments`; whether it succeeded.
    @discardableResult
    static func run(_ program: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/\(program)")
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Whether this process may mount a tmpfs.
    static let canMount: Bool = {
        guard getuid() == 0, let folder = try? Paths.temporary("can-mount") else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        guard run("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]) else { return false }
        return run("umount", [folder.path])
    }()
}
