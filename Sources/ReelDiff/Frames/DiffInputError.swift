import ReelFormats

/// Bad input to a diff: a missing or unreadable file, a missing frame, sizes that do not match (exit code 2).
public struct DiffInputError: OneLineError {
    /// The file or folder the problem is about, as given.
    package var file: String
    /// What is wrong and what was expected.
    public var message: String
    /// Whether a tool reel needs failed rather than the file: ffmpeg is missing (for a compact golden), or reel stopped
    /// it for passing its deadline or no longer answering. Nothing is known to be wrong with `file`, so a check or a
    /// verification stops with this error (exit 2) rather than call the golden failed or corrupt.
    package var isToolFailure = false

    /// An error about `file`.
    package init(file: String, message: String, isToolFailure: Bool = false) {
        self.file = file
        self.message = message
        self.isToolFailure = isToolFailure
    }

    /// The line names the file first: "file: message".
    public var subject: String { file }
}
