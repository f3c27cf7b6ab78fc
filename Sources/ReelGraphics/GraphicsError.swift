import CCairo

/// Typed errors built from cairo / libpng status.
package enum GraphicsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A cairo call reported a non-success status.
    case cairo(status: Int32, message: String)
    /// A bitmap's width/height/stride/pixel count do not agree.
    case invalidBitmap(String)

    /// Builds the error for a cairo status, or nil for `CAIRO_STATUS_SUCCESS`.
    static func from(_ status: cairo_status_t) -> GraphicsError? {
        guard status != CAIRO_STATUS_SUCCESS else { return nil }
        let message = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown cairo status"
        return .cairo(status: Int32(bitPattern: status.rawValue), message: message)
    }

    /// A human-readable description of the error.
    package var description: String {
        switch self {
        case .cairo(let status, let message): "cairo error \(status): \(message)"
        case .invalidBitmap(let reason): "invalid bitmap: \(reason)"
        }
    }
}
