import ArgumentParser
import Dispatch
import Foundation
import ReelGraphics
import ReelImages

/// `reel serve`: the embedded synthetic image server, standalone, with optional latency and failures.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve synthetic gallery images over HTTP on loopback (GET /image/N.png).",
        discussion: """
            Also serves the test routes /status/CODE, /slow/MS/image/N.png, /corrupt/N.png, /html/N.png, \
            /redirect?to=URL and /endless. Runs until interrupted (Ctrl-C: exit 0). Exit codes: 1 the server could \
            not start (e.g. the port is taken), 2 bad input (an option value).
            """
    )

    @Option(help: "Address to bind.") var host = "127.0.0.1"
    @Option(help: "Port (0 picks a free one).") var port: UInt16 = 8080
    @Option(help: "Fixed delay before each image response, in ms.") var latency = 0
    @Option(help: "Extra random delay up to this many ms.") var jitter = 0
    @Option(name: .customLong("fail-rate"), help: "Fraction of image requests answered with HTTP 500.") var failRate =
        0.0
    @Option(help: "Throttle image responses to this many bytes per second.") var bandwidth: Int?
    @Option(help: "Seed for jitter and failures.") var seed: UInt64 = 1
    @Option(name: .customLong("image-size"), help: "Default image edge in pixels.") var imageSize = 512
    @Option(help: "Also serve this folder's files under /files/NAME (nothing outside it).") var directory: String?

    func validate() throws {
        guard (0...1).contains(failRate) else {
            throw ValidationError("--fail-rate must be within 0...1, got \(failRate)")
        }
        guard (0...Self.maxDelayMs).contains(latency), (0...Self.maxDelayMs).contains(jitter) else {
            throw ValidationError("--latency and --jitter must be within 0...\(Self.maxDelayMs) (ms)")
        }
        guard (16...4096).contains(imageSize) else { throw ValidationError("--image-size must be within 16...4096") }
        if let directory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw ValidationError("--directory \(directory) is not a folder")
            }
        }
        if let bandwidth, bandwidth <= 0 { throw ValidationError("--bandwidth must be > 0") }
        guard EmbeddedImageServer.accepts(host: host) else {
            throw ValidationError(
                "--host expects an IPv4 or IPv6 address or localhost (no name is looked up), got \"\(host)\"")
        }
    }

    func run() throws {
        let faults = ServerFaults(
            latencyMs: latency, jitterMs: jitter, failRate: failRate, bandwidthBytesPerSecond: bandwidth, seed: seed)
        let folder = directory.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let server = EmbeddedImageServer(
            host: host, port: port, imageSize: imageSize, faults: faults, directory: folder
        ) { index, width, height in
            SyntheticImage.png(index: index, width: width, height: height)
        }
        try server.start()
        // Ctrl-C is serve's normal stop (exit 0): through reel's interrupt handling when `reel` runs, else its own.
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        if !InterruptCleanup.endQuietly(on: SIGINT, code: 0) {
            signal(SIGINT, SIG_IGN)
            interrupt.setEventHandler {
                server.stop()
                Foundation.exit(0)
            }
            interrupt.resume()
        }
        // The exposure warning comes first: a script that reads the address and stops the server at once has
        // seen it by then.
        if let warning = Self.exposureWarning(host: host) {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
        // Said once Ctrl-C is handled, unbuffered: a log file or pipe gets the address while the server runs.
        var lines = "serving synthetic images at \(server.baseURL)/image/N.png (Ctrl-C to stop)\n"
        if let directory { lines += "serving \(directory) at \(server.baseURL)/files/NAME\n" }
        FileHandle.standardOutput.write(Data(lines.utf8))
        dispatchMain()
    }

    /// Whether `host` is a loopback address: `localhost`, 127.0.0.0/8, `::1`, or 127.0.0.0/8 mapped into IPv6
    /// (`::ffff:127.0.0.1`, in any spelling `inet_pton` reads).
    static func isLoopback(_ host: String) -> Bool {
        if host == "localhost" { return true }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var v4 = in_addr()
        if inet_pton(AF_INET, bare, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { $0[0] == 127 }
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, bare, &v6) == 1 else { return false }
        return withUnsafeBytes(of: &v6) { bytes in
            let zeros = bytes[0..<10].allSatisfy { $0 == 0 }
            let mapped = zeros && bytes[10] == 0xff && bytes[11] == 0xff && bytes[12] == 127
            let one = bytes[0..<15].allSatisfy { $0 == 0 } && bytes[15] == 1
            return mapped || one
        }
    }

    /// The longest `--latency` and `--jitter`, in ms (ten minutes; their sum stays far from overflowing).
    static let maxDelayMs = 600_000

    /// A warning for a host that is not loopback: other machines can reach the test routes, among them `/redirect`
    /// (an open redirect to any URL) and `/endless` (100 MB per request); nil for loopback.
    static func exposureWarning(host: String) -> String? {
        guard !isLoopback(host) else { return nil }
        return "reel: warning: --host \(host) is not loopback: other machines can reach this server, including "
            + "/redirect (redirects to any URL) and /endless (streams 100 MB per request)"
    }
}
