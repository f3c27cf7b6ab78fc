/// Why a nib or storyboard cannot be loaded: the file, the line and element (with its `id`) it concerns, and what
/// was expected there. Its description is the one line reel prints (`PhotoCell.xib:23: <outlet property="title">:
/// PhotoCell has no @Outlet var title`); in a run it stops the run as bad input (exit status 2).
public struct NibError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's name (`PhotoCell.xib`), or what was asked for when no file was found.
    public var file: String
    /// The line of the element in the file; 0 when the error is about the file as a whole.
    public var line: Int
    /// The element, as `<name id="…">` (or `<name property="…">` for a connection); empty for the whole file.
    public var element: String
    /// What was found and what was expected.
    public var message: String

    public init(file: String, line: Int = 0, element: String = "", message: String) {
        self.file = file
        self.line = line
        self.element = element
        self.message = message
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return element.isEmpty ? "\(place): \(message)" : "\(place): \(element): \(message)"
    }
}
