#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A numeric IPv4 or IPv6 address and a port, as the embedded server binds it. No name is ever resolved: the server
/// binds loopback or a literal address, never what DNS says.
struct ServerAddress: Sendable {
    /// The address as text (`127.0.0.1`, `::1`).
    let text: String
    let port: UInt16
    private let family: Family

    private enum Family: Sendable {
        case v4(in_addr)
        case v6(in6_addr)
    }

    /// The address `host` names, or nil when it is neither an IPv4 nor an IPv6 literal. `localhost` is `127.0.0.1`
    /// and `[::1]` is `::1`.
    init?(host: String, port: UInt16) {
        let text = Self.numeric(host)
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            family = .v4(v4)
        } else if inet_pton(AF_INET6, text, &v6) == 1 {
            family = .v6(v6)
        } else {
            return nil
        }
        self.text = text
        self.port = port
    }

    /// The numeric text a host names: `localhost` is `127.0.0.1`, `[::1]` is `::1`; anything else as given.
    static func numeric(_ host: String) -> String {
        if host == "localhost" { return "127.0.0.1" }
        if host.hasPrefix("["), host.hasSuffix("]") { return String(host.dropFirst().dropLast()) }
        return host
    }

    /// `AF_INET` or `AF_INET6`.
    var domain: Int32 {
        switch family {
        case .v4: AF_INET
        case .v6: AF_INET6
        }
    }

    /// Calls `body` with the address as a `sockaddr` and its length.
    func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        switch family {
        case .v4(let address):
            var value = sockaddr_in()
            value.sin_family = sa_family_t(AF_INET)
            value.sin_port = port.bigEndian
            value.sin_addr = address
            return withUnsafePointer(to: &value) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        case .v6(let address):
            var value = sockaddr_in6()
            value.sin6_family = sa_family_t(AF_INET6)
            value.sin6_port = port.bigEndian
            value.sin6_addr = address
            return withUnsafePointer(to: &value) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    body($0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
    }
}
