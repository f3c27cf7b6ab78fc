/// The text an HTML document shows, as `NSAttributedString(data:options:documentAttributes:)` reads it from HTML in
/// UIKit, without the styles: tags are dropped (`<script>`, `<style>`, `<head>` and `<title>` with their content),
/// runs of white space are one space, a line break (`<br>`) and the end of a block (a paragraph, a list item, a
/// heading, a table row) start a new line, and character references (`&amp;`, `&#233;`, `&#xE9;` and the common
/// named ones) are the characters they name.
enum HTMLText {
    /// The text of `html`.
    static func text(of html: String) -> String {
        var output = ""
        var pendingSpace = false
        var skipping: String?
        var index = html.startIndex
        func newLine() {
            while output.last == " " { output.removeLast() }
            if !output.isEmpty { output.append("\n") }
            pendingSpace = false
        }
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = Tag(html[html.index(after: index)..<close])
                index = html.index(after: close)
                if let hidden = skipping {
                    if tag.isClosing && tag.name == hidden { skipping = nil }
                    continue
                }
                if !tag.isClosing && Self.hidden.contains(tag.name) && !tag.isSelfClosing {
                    skipping = tag.name
                } else if tag.name == "br" || (tag.isClosing && Self.blocks.contains(tag.name)) {
                    newLine()
                } else if !tag.isClosing && Self.blocks.contains(tag.name) && !(output.last.map(\.isNewline) ?? true) {
                    newLine()
                }
                continue
            }
            index = html.index(after: index)
            if skipping != nil { continue }
            if character == "&", let (decoded, next) = Self.reference(in: html, at: index) {
                if pendingSpace { output.append(" ") }
                pendingSpace = false
                output.append(decoded)
                index = next
            } else if character.isWhitespace {
                pendingSpace = !(output.isEmpty || output.last.map(\.isNewline) == true)
            } else {
                if pendingSpace { output.append(" ") }
                pendingSpace = false
                output.append(character)
            }
        }
        while output.last.map({ $0 == " " || $0.isNewline }) == true { output.removeLast() }
        return output
    }

    /// Elements whose content is not shown.
    static let hidden: Set<String> = ["script", "style", "head", "title"]
    /// Elements that end a line.
    static let blocks: Set<String> = [
        "p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "blockquote", "pre",
        "section", "article", "header", "footer", "dl", "dt", "dd",
    ]
    /// Named character references apps' HTML commonly has.
    static let named: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "mdash": "—", "ndash": "–",
        "hellip": "…", "laquo": "«", "raquo": "»", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
        "copy": "©", "reg": "®", "trade": "™", "deg": "°", "euro": "€", "middot": "·", "bull": "•",
    ]

    /// The character a reference starting after the `&` at `start` names, and where the text goes on; nil when it is
    /// no reference (the `&` is then text).
    static func reference(in html: String, at start: String.Index) -> (Character, String.Index)? {
        guard let end = html[start...].prefix(12).firstIndex(of: ";") else { return nil }
        let name = html[start..<end]
        let next = html.index(after: end)
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value =
                digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map { (Character($0), next) }
        }
        return named[String(name).lowercased()].map { ($0, next) }
    }

    /// A tag's name (lowercased) and whether it closes an element or closes itself.
    struct Tag {
        let name: String
        let isClosing: Bool
        let isSelfClosing: Bool

        init(_ text: Substring) {
            isClosing = text.hasPrefix("/")
            isSelfClosing = text.hasSuffix("/")
            let body = text.drop { $0 == "/" }
            name = String(body.prefix { $0.isLetter || $0.isNumber }).lowercased()
        }
    }
}
