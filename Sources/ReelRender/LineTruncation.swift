/// Where a label's last line keeps its characters around the "…" when its text is cut, as UIKit's truncating line
/// break modes place it: `head` keeps the end of the text (`…of the text`), `middle` its start and its end
/// (`The st…e text`). The tail mode keeps the start (`The start of…`), which `TextWrap` cuts at words.
enum LineTruncation {
    case head, middle

    /// The characters of `count` kept: the largest number `fits` accepts, found by halving (the width grows with the
    /// number kept), as the ranges `kept(_:of:)` gives.
    func keptCount(of count: Int, fits: (_ prefix: Range<Int>, _ suffix: Range<Int>) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high + 1) / 2
            let (prefix, suffix) = kept(middle, of: count)
            if fits(prefix, suffix) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The ranges of `count` characters kept before and after the ellipsis when `kept` of them stay: the last ones
    /// for `head`; for `middle`, the first half (one more when odd) and the last.
    func kept(_ kept: Int, of count: Int) -> (prefix: Range<Int>, suffix: Range<Int>) {
        let kept = max(0, min(kept, count))
        switch self {
        case .head: return (0..<0, (count - kept)..<count)
        case .middle:
            let front = (kept + 1) / 2
            return (0..<front, (count - (kept - front))..<count)
        }
    }

    /// `text` cut to `fits` with the ellipsis at the head or in the middle; spaces next to the ellipsis are dropped.
    func cut(_ text: String, fits: (String) -> Bool) -> String {
        let characters = Array(text)
        let joined = { (prefix: Range<Int>, suffix: Range<Int>) -> String in
            String(characters[prefix]).droppingTrailingSpaces() + "…"
                + String(String(characters[suffix]).drop { $0 == " " })
        }
        let count = keptCount(of: characters.count) { fits(joined($0, $1)) }
        let (prefix, suffix) = kept(count, of: characters.count)
        return joined(prefix, suffix)
    }
}

extension String {
    /// The text without the spaces it ends in.
    fileprivate func droppingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
