/// Where a label breaks or truncates a line that does not fit (drawn: head and middle truncation as the tail's).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
