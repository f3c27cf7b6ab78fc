import ReelFormats

/// Bad input to a diff: a missing or unreadable file, a missing frame, sizes that do not match (exit code 2).
public struct DiffInputError: OneLineError {
    /// The file or folder the problem is about, as given.
    package var file: String
    /// What is wrong and what was expected.
    public var message: String
    /// Whether a tool reel needs is missing (ffmpeg for a compact golden): nothing is wrong with `file`, so a check or
    /// a verification stops with this error (exit 2) rather than call the golden failed or corrupt.
    package var isMissingTool = false

    /// An error about `file`.
    package init(file: String, message: String, isMissingTool: Bool = false) {
        self.file = file
        self.message = message
        self.isMissingTool = isMissingTool
    }

    /// The line names the file first: "file: message".
    public var subject: String { file }
}
