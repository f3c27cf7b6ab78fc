import ReelFormats

/// Bad input to a diff: a missing or unreadable file, a missing frame, sizes that do not match (exit code 2).
public struct DiffInputError: OneLineError {
    /// The file or folder the problem is about, as given.
    package var file: String
    /// What is wrong and what was expected.
    public var message: String

    /// An error about `file`.
    package init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    /// The line names the file first: "file: message".
    public var subject: String { file }
}
