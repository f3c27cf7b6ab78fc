/// The screen's appearance a run draws in (`appearance`): UIKit's light or dark user interface style. Semantic and
/// dynamic colours of a gallery's views resolve in it; the template's colours are the same in both.
public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
    case light
    case dark
}
