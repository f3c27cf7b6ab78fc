/// The text an HTML document shows, as `NSAttributedString(data:options:documentAttributes:)` reads it from HTML in
/// UIKit, without the styles: tags are dropped (`<script>`, `<style>` and `<title>` with their content), comments
/// too; runs of HTML white space (space, tab, line feed, carriage return, form feed) are one space; a line break
/// (`<br>`) and the end of a block (a paragraph, a list item, a heading, a table row) start a new line; CDATA is
/// text; and character references (`&amp;`, `&#233;`, `&#xE9;` and the common named ones) are the characters they
/// name. A `<` that starts no tag (`1 < 2`) is text, and a `>` inside a quoted attribute value ends no tag.
enum HTMLText {
    /// The text of `html`.
    static func text(of html: String) -> String {
        var reader = Reader(Array(html))
        return reader.read()
    }

    /// Elements whose content is not shown.
    static let hidden: Set<String> = ["script", "style", "title"]
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
    /// HTML's white space (a no-break space is not white space: it is kept).
    static let whiteSpace: Set<Character> = [" ", "\t", "\n", "\r", "\r\n", "\u{0C}"]

    /// Reads a document a character at a time.
    struct Reader {
        let characters: [Character]
        var at = 0
        var output = ""
        var pendingSpace = false

        /// The characters lowercased, one for one, for finding closing tags whatever their case.
        let lowered: [Character]

        init(_ characters: [Character]) {
            self.characters = characters
            lowered = characters.map { $0.isUppercase ? ($0.lowercased().first ?? $0) : $0 }
        }

        mutating func read() -> String {
            while at < characters.count {
                let character = characters[at]
                if character == "<", at + 1 < characters.count, Self.startsMarkup(characters[at + 1]) {
                    markup()
                } else if character == "&", let (decoded, next) = reference(after: at + 1) {
                    append(decoded)
                    at = next
                } else {
                    if HTMLText.whiteSpace.contains(character) {
                        pendingSpace = !(output.isEmpty || output.last.map(\.isNewline) == true)
                    } else {
                        append(character)
                    }
                    at += 1
                }
            }
            while output.last.map({ $0 == " " || $0.isNewline }) == true { output.removeLast() }
            return output
        }

        /// Whether `<` followed by `next` starts a tag, a comment or a declaration.
        static func startsMarkup(_ next: Character) -> Bool {
            next.isLetter || next == "/" || next == "!" || next == "?"
        }

        /// A tag, comment, CDATA section or declaration starting at `at` (a `<`).
        mutating func markup() {
            if starts(with: "<!--") {
                at = end(of: "-->", from: at + 4)
            } else if starts(with: "<![CDATA[") {
                let close = position(of: "]]>", from: at + 9) ?? characters.count
                for character in characters[(at + 9)..<close] { append(character) }
                at = min(characters.count, close + 3)
            } else if characters[at + 1] == "!" || characters[at + 1] == "?" {
                at = end(of: ">", from: at + 2)
            } else {
                let tag = self.tag()
                if !tag.isClosing && !tag.isSelfClosing && HTMLText.hidden.contains(tag.name) {
                    // Its content is text up to its closing tag, whatever it holds.
                    let close = position(of: "</" + tag.name, from: at, ignoringCase: true) ?? characters.count
                    at = close < characters.count ? end(of: ">", from: close) : close
                } else if tag.name == "br" || (tag.isClosing && HTMLText.blocks.contains(tag.name)) {
                    newLine()
                } else if !tag.isClosing && HTMLText.blocks.contains(tag.name) {
                    if !(output.last.map(\.isNewline) ?? true) { newLine() }
                }
            }
        }

        /// Reads the tag starting at `at` (past its `>`, which a quoted attribute value does not end).
        mutating func tag() -> Tag {
            var index = at + 1
            var quote: Character?
            while index < characters.count {
                let character = characters[index]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == ">" {
                    break
                }
                index += 1
            }
            let tag = Tag(characters[(at + 1)..<min(index, characters.count)])
            at = min(characters.count, index + 1)
            return tag
        }

        mutating func append(_ character: Character) {
            if pendingSpace { output.append(" ") }
            pendingSpace = false
            output.append(character)
        }

        mutating func newLine() {
            while output.last == " " { output.removeLast() }
            if !output.isEmpty { output.append("\n") }
            pendingSpace = false
        }

        func starts(with text: String) -> Bool {
            let wanted = Array(text)
            return at + wanted.count <= characters.count && Array(characters[at..<(at + wanted.count)]) == wanted
        }

        /// Where `text` next starts from `start`, or nil.
        func position(of text: String, from start: Int, ignoringCase: Bool = false) -> Int? {
            let wanted = Array(ignoringCase ? text.lowercased() : text)
            let searched = ignoringCase ? lowered : characters
            guard !wanted.isEmpty, start >= 0, searched.count >= wanted.count else { return nil }
            var index = start
            while index + wanted.count <= searched.count {
                if wanted.indices.allSatisfy({ searched[index + $0] == wanted[$0] }) { return index }
                index += 1
            }
            return nil
        }

        /// Just past the next `text` from `start` (the end of the document when there is none).
        func end(of text: String, from start: Int) -> Int {
            position(of: text, from: start).map { $0 + text.count } ?? characters.count
        }

        /// The character a reference after an `&` (at `start`) names, and where the text goes on; nil when it is no
        /// reference (the `&` is then text).
        func reference(after start: Int) -> (Character, Int)? {
            guard let end = (start..<min(characters.count, start + 12)).first(where: { characters[$0] == ";" })
            else { return nil }
            let name = String(characters[start..<end])
            if name.hasPrefix("#") {
                let digits = name.dropFirst()
                let value =
                    digits.first == "x" || digits.first == "X"
                    ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                return value.flatMap(Unicode.Scalar.init).map { (Character($0), end + 1) }
            }
            return HTMLText.named[name.lowercased()].map { ($0, end + 1) }
        }
    }

    /// A tag's name (lowercased) and whether it closes an element or closes itself.
    struct Tag {
        let name: String
        let isClosing: Bool
        let isSelfClosing: Bool

        init(_ text: ArraySlice<Character>) {
            isClosing = text.first == "/"
            isSelfClosing = text.last == "/"
            name = String(text.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }).lowercased()
        }
    }
}
