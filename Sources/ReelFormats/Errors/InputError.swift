/// Bad input: which file, where in it (a JSON path like `$.network.latency.median_ms`), and what was expected.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    package var file: String
    package var path: String
    package var message: String

    package init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// One line: `file: path: message`.
    public var description: String { "\(file): \(path): \(message)" }
}
