/// Why the embedded server could not start.
package enum EmbeddedServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The host is not an IPv4 or IPv6 address or `localhost`.
    case invalidHost(String)
    /// Binding or listening failed (for example, the port is taken).
    case startFailed(String)

    /// One human-readable line.
    package var description: String {
        switch self {
        case .invalidHost(let host): "invalid host '\(host)': expected an IPv4 or IPv6 address or localhost"
        case .startFailed(let reason): "server failed to start: \(reason)"
        }
    }
}
