import Foundation
import ReelCore
import Synchronization

#if canImport(Glibc)
    import Glibc

    private let sendNoSignal = Int32(MSG_NOSIGNAL)
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin

    private let sendNoSignal: Int32 = 0
    private let streamSocket = SOCK_STREAM
#endif

/// A loopback HTTP server that answers each request the way its path says, most of them badly: the path is
/// `/<behaviour>/<parameter>`. One thread per connection; writes never raise SIGPIPE.
final class HostileServer: Sendable {
    /// How to answer.
    enum Behaviour: String, CaseIterable {
        /// A valid PNG with a right Content-Length.
        case valid
        /// Content-Length larger than the body, then close.
        case shortBody
        /// Content-Length smaller than the body.
        case longBody
        /// A body that never ends (no Content-Length), until the client gives up.
        case endless
        /// A header line of `parameter` KiB.
        case hugeHeader
        /// One byte every `parameter` ms of a valid response, until the client gives up.
        case drip
        /// `parameter` bytes of noise instead of HTTP.
        case garbage
        /// Close the connection without a word.
        case hangUp
        /// Chunked transfer encoding with a nonsense chunk size.
        case badChunks
        /// A Content-Length of 2^63.
        case hugeLength
        /// A redirect to itself, forever.
        case redirectLoop
        /// A status line alone, then silence until the client gives up.
        case silentAfterStatus

        /// Whether a loader may accept the answer: a whole response, however slow, odd or overlong. Everything else
        /// is cut short, endless, oversized or not HTTP, and must fail.
        var canSucceed: Bool { [.valid, .longBody, .drip, .hugeHeader].contains(self) }
    }

    let port: UInt16
    private let listener: Int32
    private let body: [UInt8]
    private let stopped = Atomic<Bool>(false)

    /// Listens on 127.0.0.1 (an ephemeral port) and serves `body` as the valid image.
    init(body: [UInt8]) throws {
        self.body = body
        let listener = socket(AF_INET, streamSocket, 0)
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 64) == 0 else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "fuzz.hostile-server"
        thread.start()
    }

    /// Stops accepting; connections still open end when their clients go.
    func stop() {
        stopped.store(true, ordering: .sequentiallyConsistent)
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    func url(_ behaviour: Behaviour, _ parameter: Int) -> String {
        "http://127.0.0.1:\(port)/\(behaviour.rawValue)/\(parameter)"
    }

    private func acceptLoop() {
        while !stopped.load(ordering: .sequentiallyConsistent) {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            let thread = Thread { [self] in
                serve(connection)
                close(connection)
            }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsHeaderEnd, request.count < 65_536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            request += buffer[0..<count]
        }
        let line = String(decoding: request.prefix { $0 != 0x0D && $0 != 0x0A }, as: UTF8.self)
        let parts = line.split(separator: " ").dropFirst().first?.split(separator: "/") ?? []
        let behaviour = parts.first.flatMap { Behaviour(rawValue: String($0)) } ?? .garbage
        let parameter = parts.dropFirst().first.flatMap { Int($0) } ?? 1
        answer(behaviour, parameter, on: connection)
    }

    private func answer(_ behaviour: Behaviour, _ parameter: Int, on connection: Int32) {
        let head = { (fields: String) in Array("HTTP/1.1 200 OK\r\n\(fields)Connection: close\r\n\r\n".utf8) }
        switch behaviour {
        case .valid:
            _ = send(connection, head("Content-Length: \(body.count)\r\nContent-Type: image/png\r\n") + body)
        case .shortBody:
            _ = send(connection, head("Content-Length: \(body.count + parameter)\r\n") + body)
        case .longBody:
            let extra = [UInt8](repeating: 7, count: parameter)
            _ = send(connection, head("Content-Length: \(body.count)\r\n") + body + extra)
        case .endless:
            guard send(connection, head("Content-Type: image/png\r\n")) else { return }
            let chunk = [UInt8](repeating: 0x42, count: 16_384)
            while !stopped.load(ordering: .sequentiallyConsistent), send(connection, chunk) {}
        case .hugeHeader:
            let filler = String(repeating: "a", count: parameter * 1024)
            _ = send(connection, head("X-Filler: \(filler)\r\nContent-Length: \(body.count)\r\n") + body)
        case .drip:
            for byte in head("Content-Length: \(body.count)\r\n") + body {
                guard !stopped.load(ordering: .sequentiallyConsistent), send(connection, [byte]) else { return }
                usleep(useconds_t(1000 * parameter))
            }
        case .garbage:
            var random = SplitMix64(seed: UInt64(parameter))
            _ = send(connection, (0..<parameter).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        case .hangUp:
            return
        case .badChunks:
            _ = send(connection, head("Transfer-Encoding: chunked\r\n") + Array("ffffffffffffffffff\r\nabc\r\n".utf8))
        case .hugeLength:
            _ = send(connection, head("Content-Length: 9223372036854775807\r\n") + body)
        case .redirectLoop:
            let response = "HTTP/1.1 302 Found\r\nLocation: /redirectLoop/\(parameter)\r\nContent-Length: 0\r\n\r\n"
            _ = send(connection, Array(response.utf8))
        case .silentAfterStatus:
            guard send(connection, Array("HTTP/1.1 200 OK\r\n".utf8)) else { return }
            var byte: UInt8 = 0
            _ = recv(connection, &byte, 1, 0)
        }
    }

    /// Sends everything; false once the client has gone.
    private func send(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                #if canImport(Glibc)
                    Glibc.send(connection, $0.baseAddress, $0.count, sendNoSignal)
                #else
                    Darwin.send(connection, $0.baseAddress, $0.count, sendNoSignal)
                #endif
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}

extension [UInt8] {
    fileprivate var containsHeaderEnd: Bool {
        guard count >= 4 else { return false }
        for index in 0...(count - 4)
        where self[index] == 0x0D && self[index + 1] == 0x0A && self[index + 2] == 0x0D
            && self[index + 3] == 0x0A
        {
            return true
        }
        return false
    }
}
