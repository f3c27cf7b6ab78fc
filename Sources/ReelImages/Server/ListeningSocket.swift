import ReelFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The embedded server's listening socket and the pipe that wakes its accept loop: owns both descriptors and closes
/// them when released.
final class ListeningSocket: Sendable {
    /// The port the socket is bound to (the ephemeral one the system chose when asked for 0).
    let port: UInt16
    private let descriptor: Int32
    /// Read end and write end of the wake pipe: a byte written to it ends `acceptNext()`.
    private let wakeRead: Int32
    private let wakeWrite: Int32

    /// Pending connections the system queues before `accept`.
    static let backlog: Int32 = 256

    /// Binds and listens on `address` (with `SO_REUSEADDR`, close-on-exec).
    init(address: ServerAddress) throws(EmbeddedServerError) {
        let place = "\(address.text) port \(address.port)"
        let descriptor = SocketCalls.socket(domain: address.domain)
        guard descriptor >= 0 else { throw .startFailed("cannot listen on \(place): \(TemporaryFiles.reason(errno))") }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        // Non-blocking: a connection that goes away between `poll` and `accept` leaves nothing to wait for.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        let bound = address.withSocketAddress { bind(descriptor, $0, $1) }
        guard bound == 0, listen(descriptor, Self.backlog) == 0 else {
            let reason = TemporaryFiles.reason(errno)
            close(descriptor)
            throw .startFailed("cannot listen on \(place): \(reason)")
        }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            let reason = TemporaryFiles.reason(errno)
            close(descriptor)
            throw .startFailed("cannot listen on \(place): \(reason)")
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        self.descriptor = descriptor
        self.wakeRead = pipeEnds[0]
        self.wakeWrite = pipeEnds[1]
        self.port = Self.boundPort(descriptor) ?? address.port
    }

    deinit {
        close(descriptor)
        close(wakeRead)
        close(wakeWrite)
    }

    /// Waits for the next connection and returns its descriptor (`SocketCalls.prepareConnection`, writes waiting at
    /// most `sendTimeout`), or nil once `wake()` was called. A failed `accept` (the client gave up, too many open
    /// files) is skipped, after a short pause unless nothing was pending.
    func acceptNext(sendTimeout: Duration) -> Int32? {
        while true {
            var fds = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if fds[1].revents != 0 { return nil }
            guard fds[0].revents != 0 else { continue }
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else {
                if errno != EINTR && errno != EAGAIN && errno != ECONNABORTED { usleep(10_000) }
                continue
            }
            SocketCalls.prepareConnection(connection, sendTimeout: sendTimeout)
            return connection
        }
    }

    /// Ends `acceptNext()`, now or at its next call.
    func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    private static func boundPort(_ descriptor: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { return nil }
        return withUnsafePointer(to: &storage) { pointer -> UInt16? in
            switch Int32(pointer.pointee.ss_family) {
            case AF_INET:
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            case AF_INET6:
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    UInt16(bigEndian: $0.pointee.sin6_port)
                }
            default: nil
            }
        }
    }
}
