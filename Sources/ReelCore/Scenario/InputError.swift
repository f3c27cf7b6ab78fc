/// Bad input: which file, where in it (a JSON path like `$.network.latency.median_ms`), and what was expected.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var path: String
    public var message: String

    package init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// One line: `file: path: message`.
    public var description: String { "\(file): \(path): \(message)" }
}
