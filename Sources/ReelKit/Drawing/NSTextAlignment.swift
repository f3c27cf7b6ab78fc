/// How a label aligns its lines (drawn; justified and natural are drawn left-aligned).
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
