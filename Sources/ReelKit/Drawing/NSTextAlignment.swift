/// How a label aligns its lines (recorded, not drawn).
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
