import Foundation
import ReelTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `reel` with standard error on a pseudo-terminal (as in an interactive shell) and returns what it wrote there.
/// The blocking reads happen on a thread of their own, off the cooperative pool.
func runReelOnTerminal(_ arguments: [String]) async throws -> (status: Int32, terminal: String) {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try runReelOnTerminalBlocking(arguments) }) }.start()
    }
}

/// `runReelOnTerminal`, blocking the calling thread.
func runReelOnTerminalBlocking(_ arguments: [String]) throws -> (status: Int32, terminal: String) {
    #if canImport(Darwin)
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            throw POSIXError(.ENOTTY)
        }
        let slave = open(name, O_RDWR | O_NOCTTY)
    #else
        // posix_openpt and friends are hidden behind _XOPEN_SOURCE; the Linux ioctls underneath them are not.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        let tiocsptlck: UInt = 0x4004_5431  // _IOW('T', 0x31, int)
        let tiocgptn: UInt = 0x8004_5430  // _IOR('T', 0x30, unsigned int)
        guard master >= 0, ioctl(master, tiocsptlck, &unlock) == 0, ioctl(master, tiocgptn, &number) == 0 else {
            throw POSIXError(.ENOTTY)
        }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    #endif
    guard slave >= 0 else { throw POSIXError(.ENOTTY) }
    let process = Process()
    process.executableURL = Fixture.reelExecutable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    try process.run()
    close(slave)
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count <= 0 { break }  // EIO once the child has exited and no one holds the terminal
        output += buffer[0..<count]
    }
    process.waitUntilExit()
    close(master)
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

@Suite(.tags(.endToEnd)) struct ProgressTerminalTests {
    static let scenario =
        #"{"name": "progress", "canvas": {"width": 100, "height": 140, "scale": 1, "fps": 20}, "#
        + #""items": {"count": 12}, "script": [{"fling": {"velocity": 600}}, {"wait": {"ms": 300}}]}"#

    @Test func progressShowsOnATerminalAndNotInLogs() async throws {
        let file = try Fixture.writeScenario(Self.scenario, label: "progress")
        let out = Fixture.temporaryFolder("progress-out")
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(at: out)
        }
        let terminal = try await runReelOnTerminal(["render", file, "--out", out.path, "--animation", "gif"])
        #expect(terminal.status == 0)
        #expect(terminal.terminal.contains("\rrender "), "\(terminal.terminal.debugDescription)")
        #expect(terminal.terminal.contains("frames/s"))
        #expect(terminal.terminal.contains("\rgif "))

        let animate = try await runReelOnTerminal(["animate", out.path, "--format", "apng"])
        #expect(animate.status == 0)
        #expect(animate.terminal.contains("\ranimate apng "))

        let quiet = try await runReelOnTerminal(["render", file, "--out", out.path, "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.terminal.isEmpty, "\(quiet.terminal.debugDescription)")

        let logged = try await runReel(["render", file, "--out", out.path, "--animation", "gif"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(
            !logged.stderr.contains("frames/s") && !logged.stderr.contains("\r") && !logged.stderr.contains("\u{1B}"))
        #expect(!logged.stdout.contains("\r"))
    }
}
