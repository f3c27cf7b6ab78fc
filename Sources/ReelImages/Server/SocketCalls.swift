#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The socket calls whose spelling differs between Linux and Apple's systems.
enum SocketCalls {
    /// A new close-on-exec TCP socket of `domain`, or -1.
    static func socket(domain: Int32) -> Int32 {
        #if canImport(Glibc)
            return Glibc.socket(domain, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
            let descriptor = Darwin.socket(domain, SOCK_STREAM, 0)
            if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            return descriptor
        #endif
    }

    /// Settings of an accepted connection: blocking (Apple's systems hand on the listener's non-blocking flag),
    /// close-on-exec, no Nagle delay (a response's head and body go out at once), a send that waits at most
    /// `sendTimeout` for a peer that stopped reading, and on Apple's systems no SIGPIPE when the peer has gone (Linux
    /// says so per `send`).
    static func prepareConnection(_ descriptor: Int32, sendTimeout: Duration) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        let (seconds, attoseconds) = sendTimeout.components
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: .init(attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// `send` without SIGPIPE: the byte count sent, or -1.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
        #else
            Darwin.send(descriptor, bytes, count, 0)
        #endif
    }

    /// Shuts down the writing side, and the reading side too when `reading`.
    static func shutdown(_ descriptor: Int32, reading: Bool) {
        #if canImport(Glibc)
            _ = Glibc.shutdown(descriptor, Int32(reading ? SHUT_RDWR : SHUT_WR))
        #else
            _ = Darwin.shutdown(descriptor, reading ? SHUT_RDWR : SHUT_WR)
        #endif
    }
}
