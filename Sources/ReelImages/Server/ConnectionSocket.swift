#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted connection's socket: owns the descriptor and closes it when released. Blocking calls, each bounded:
/// reads wait at most until a deadline, and `shutdown()` from another thread ends a read or write in progress.
final class ConnectionSocket: Sendable {
    private let descriptor: Int32

    /// What a read got.
    enum Received: Equatable {
        /// This many bytes were appended.
        case bytes(Int)
        /// The peer closed its end, the socket was shut down, or the read failed.
        case closed
        /// Nothing arrived before the deadline.
        case timedOut
    }

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Appends what arrives (up to `scratch.count` bytes, read into `scratch`) to `buffer`, waiting until `deadline`
    /// at most.
    func receive(
        into buffer: inout [UInt8], scratch: inout [UInt8], before deadline: ContinuousClock.Instant
    ) -> Received {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return .timedOut }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0 else { return .closed }
            guard ready > 0 else { continue }
            let count = scratch.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .closed }
            buffer.append(contentsOf: scratch[0..<count])
            return .bytes(count)
        }
    }

    /// Sends every byte of `bytes`, blocking while the peer is not reading (each wait bounded by the socket's send
    /// timeout, `SocketCalls.prepareConnection`); false when the connection broke or the peer stopped reading.
    func send(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return true }
            var offset = 0
            while offset < raw.count {
                let sent = SocketCalls.send(descriptor, base + offset, raw.count - offset)
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// Ends reads and writes in both directions, waking a thread blocked in either; the peer reads end-of-file.
    func shutdown() {
        SocketCalls.shutdown(descriptor, reading: true)
    }

    /// Ends the connection after its last response without losing it: sends end-of-file, then reads and drops what
    /// the peer still sends (a refused request's body, requests sent after a `Connection: close`) until it closes
    /// too or `limit` passes. Closing with unread input would send a reset, and the peer could lose the response.
    func finishWriting(limit: Duration = .seconds(2)) {
        SocketCalls.shutdown(descriptor, reading: false)
        let deadline = ContinuousClock.now + limit
        var ignored: [UInt8] = []
        var scratch = [UInt8](repeating: 0, count: 4096)
        while case .bytes = receive(into: &ignored, scratch: &scratch, before: deadline) {
            ignored.removeAll(keepingCapacity: true)
        }
    }
}
