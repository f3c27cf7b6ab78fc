import Foundation
import ReelGraphics
import ReelImages
import ReelTestSupport
import Synchronization
import Testing

@testable import ReelCLI

/// The embedded server's request parsing and every command's option values, both from outside: a mutated request is
/// answered or closed, never hangs the server (a valid request still succeeds after each batch); any command line
/// parses and validates or is refused with a message, never a trap.
@Suite(.tags(.fuzz)) struct ServerAndCommandLineFuzzTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// Sends `request` on a fresh loopback connection (closing the writing side when `halfClose`, so a request cut
    /// short ends) and reads until the server closes (or 5 s pass, or 4 MB came); returns the bytes read and whether
    /// the read ran out of time.
    static func exchange(_ request: [UInt8], port: UInt16, halfClose: Bool = true) -> (bytes: Int, timedOut: Bool) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return (0, false) }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return (0, false) }
        _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if halfClose { shutdown(socket, Int32(SHUT_WR)) }
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        while total < 4 << 20 {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { return (total, false) }
            if count < 0 { return (total, errno == EAGAIN || errno == EWOULDBLOCK) }
            total += count
        }
        return (total, false)
    }

    @Test func mutatedRequestsAreAnsweredOrClosedAndTheServerStaysUp() throws {
        let run = FuzzRun.current
        let text = try String(contentsOf: Self.corpus.appendingPathComponent("requests.txt"), encoding: .utf8)
        let requests = text.split(separator: "\n").map {
            Array($0.replacingOccurrences(of: "\\r\\n", with: "\r\n").utf8)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-fuzz-serve-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(SyntheticImage.png(index: 1, width: 8, height: 8)).write(to: folder.appendingPathComponent("a.png"))
        let server = EmbeddedImageServer(directory: folder) { index, width, height in
            SyntheticImage.png(index: index, width: min(width, 64), height: min(height, 64))
        }
        let port = try server.start()
        defer { server.stop() }
        let failures = FuzzFailures()
        let valid = Array("GET /image/4.png HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8)
        let numbers = run.numbers(fast: 120, share: 10)
        for number in numbers {
            run.starting("request", number)
            var random = run.generator("request", number)
            var bytes = random.pick(requests)
            for _ in 0..<random.int(1...4) {
                let at = random.int(0...bytes.count)
                switch random.int(0..<5) {
                case 0: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                case 2: bytes = Array(bytes.prefix(at))
                case 3:
                    bytes.insert(contentsOf: Array(repeating: UInt8(ascii: "A"), count: random.int(1...70_000)), at: at)
                default:
                    bytes.insert(
                        contentsOf: Array(random.pick(["\r\n", ":", " ", "%", "../", "\u{0}", "9999999999"]).utf8),
                        at: at)
                }
            }
            let (_, timedOut) = Self.exchange(bytes, port: port)
            if timedOut { failures.add("request", number, "no answer and no close within 5 s (\(bytes.count) bytes)") }
            if number % 10 == 9 || number == numbers.last {
                let (answer, _) = Self.exchange(valid, port: port, halfClose: false)
                if answer < 100 { failures.add("request", number, "a valid request failed afterwards") }
            }
        }
        run.report("request", cases: numbers.count, failures: failures.all)
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }

    /// Values at and past every limit an option could have.
    static let values = [
        "0", "-1", "1", "1e300", "-1e300", "1e19s", "1e300s", "nan", "inf", "-0", "9223372036854775807",
        "9223372036854775808", "18446744073709551616", "", " ", "../", "/", "a/b", "1/0", "0/0", "3/2", "2/3",
        "16384", "16385", "4294967296", "1.5s", "800ms", "-5ms", "3MB", "0KB", "1e999MB", "localhost", "::1", "[::1]",
        "0.0.0.0", "example.com", "gif", "mp4", "none", "all", "changed", "x", String(repeating: "9", count: 400),
    ]

    @Test func everyCommandsOptionValuesParseOrAreRefused() throws {
        let run = FuzzRun.current
        let commands: [(name: String, help: String)] = ReelCommand.configuration.subcommands.map { command in
            (command._commandName, ReelCommand.helpMessage(for: command, columns: 200))
        }
        let options = commands.map { command in
            Set(
                command.help.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" }).compactMap { word in
                    word.hasPrefix("--") && word.count > 2 ? String(word.prefix { $0 != "=" }) : nil
                }
            ).subtracting(["--help", "--version"]).sorted()
        }
        let failures = FuzzFailures()
        let numbers = run.numbers(fast: 400)
        var parsed = 0
        for number in numbers {
            run.starting("cli", number)
            var random = run.generator("cli", number)
            let index = random.int(0..<commands.count)
            var arguments = [commands[index].name, random.pick(["a.json", "run", "../x", ""])]
            for _ in 0..<random.int(1...3) where !options[index].isEmpty {
                arguments += [random.pick(options[index]), random.pick(Self.values)]
            }
            do {
                _ = try ReelCommand.parseAsRoot(arguments)
                parsed += 1
            } catch {
                let message = ReelCommand.message(for: error)
                if message.isEmpty { failures.add("cli", number, "\(arguments): refused without a message") }
            }
        }
        run.report("cli", cases: numbers.count, failures: failures.all)
        print("fuzz cli: \(parsed) of \(numbers.count) command lines parsed and validated")
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }
}
