/// Why a run of the user's own code cannot go on: the gallery did something reel cannot represent (a snapshot
/// identifier that maps to no item of the scenario). The frame loop stops at the end of the frame in which it was
/// found and the run ends as bad input, with this one line; the output folder gets no manifest.
public struct UserCodeStop: Error, Sendable, Equatable, CustomStringConvertible {
    /// The gallery's name (the scenario's `gallery`).
    public var gallery: String
    /// What happened and what to do about it.
    public var message: String

    public init(gallery: String, message: String) {
        self.gallery = gallery
        self.message = message
    }

    public var description: String { "gallery \"\(gallery)\": \(message)" }
}
