/// One element of an Interface Builder file: its name, attributes, children and the line it starts on.
struct NibElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [NibElement] = []
    var line: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` (with `key`, when given).
    func child(_ name: String, key: String? = nil) -> NibElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The children of the first child named `container` (`subviews`, `constraints`, `connections`…).
    func children(of container: String) -> [NibElement] { child(container)?.children ?? [] }

    /// How errors name the element: `<label id="Lb1-xy-9zz">`.
    var label: String {
        for key in ["property", "id", "reuseIdentifier", "key"] {
            if let value = attributes[key] { return "<\(name) \(key)=\"\(value)\">" }
        }
        return "<\(name)>"
    }

    /// This element and every element below it, depth first in document order.
    var allElements: [NibElement] { [self] + children.flatMap(\.allElements) }
}

/// Reads the XML Interface Builder writes (`.xib`, `.storyboard`): elements and attributes, entity and character
/// references, comments, processing instructions and the declaration; text content is not kept (the files carry
/// their values in attributes). Written for reel rather than taken from FoundationXML, whose `XMLParser` links
/// libxml2 into every program that imports ReelKit, `reel` included, although only nib loading needs it.
struct NibXMLReader {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    /// How many elements are open: bounded (`maximumDepth`), as each one is a frame of the recursive reader.
    private var depth = 0

    /// The deepest nesting read (Interface Builder's files stay far below it; a hostile file would exhaust the
    /// stack).
    static let maximumDepth = 256

    /// Parses `bytes` (UTF-8) of the file named `file` into its root element.
    static func parse(_ bytes: [UInt8], file: String) throws(NibError) -> NibElement {
        var reader = NibXMLReader(bytes: bytes, file: file)
        return try reader.document()
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private func fail(_ message: String) -> NibError {
        NibError(file: file, line: line, message: "malformed XML: \(message)")
    }

    private mutating func document() throws(NibError) -> NibElement {
        var root: NibElement?
        while true {
            skipWhitespace()
            guard index < bytes.count else { break }
            guard peek("<") else { throw fail("expected an element, found text outside the root element") }
            if try skipMarkup() { continue }
            guard root == nil else { throw fail("expected one root element, found a second") }
            root = try element()
        }
        guard let root else { throw fail("expected a root element, found none") }
        return root
    }

    /// Skips a comment, processing instruction or declaration at `<`; false when an element starts there.
    private mutating func skipMarkup() throws(NibError) -> Bool {
        if peek("<!--") {
            try skip(past: "-->")
        } else if peek("<?") {
            try skip(past: "?>")
        } else if peek("<![CDATA[") {
            try skip(past: "]]>")
        } else if peek("<!") {
            try skip(past: ">")
        } else {
            return false
        }
        return true
    }

    private mutating func element() throws(NibError) -> NibElement {
        let start = line
        guard depth < Self.maximumDepth else {
            throw fail("elements nested deeper than \(Self.maximumDepth) levels")
        }
        depth += 1
        defer { depth -= 1 }
        advance()  // <
        let name = try self.name()
        var element = NibElement(name: name, attributes: [:], line: start)
        while true {
            skipWhitespace()
            if peek("/>") {
                advance(2)
                return element
            }
            if peek(">") {
                advance()
                break
            }
            let key = try self.name()
            skipWhitespace()
            guard peek("=") else { throw fail("expected = after the attribute \(key) of <\(name)>") }
            advance()
            skipWhitespace()
            guard element.attributes[key] == nil else { throw fail("the attribute \(key) of <\(name)> is repeated") }
            element.attributes[key] = try quoted()
        }
        while true {
            guard index < bytes.count else { throw fail("expected </\(name)> (the element opened on line \(start))") }
            if peek("</") {
                advance(2)
                let closing = try self.name()
                guard closing == name else {
                    throw fail("expected </\(name)> (the element opened on line \(start)), found </\(closing)>")
                }
                skipWhitespace()
                guard peek(">") else { throw fail("expected > after </\(name)") }
                advance()
                return element
            }
            if peek("<") {
                if try skipMarkup() { continue }
                element.children.append(try self.element())
            } else {
                advance()  // text content: not kept
            }
        }
    }

    private mutating func name() throws(NibError) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start else { throw fail("expected a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func quoted() throws(NibError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw fail("expected a quoted attribute value")
        }
        let quote = bytes[index]
        advance()
        var value: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "&") {
                value += try reference()
            } else {
                value.append(bytes[index])
                advance()
            }
        }
        guard index < bytes.count else { throw fail("expected the attribute value's closing quote") }
        advance()
        return String(decoding: value, as: UTF8.self)
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#10;`, `&#x2026;` as UTF-8.
    private mutating func reference() throws(NibError) -> [UInt8] {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            throw fail("expected an entity reference ending in ;")
        }
        let entity = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        index += 1
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let text = named[entity] { return Array(text.utf8) }
        let number =
            entity.hasPrefix("#x")
            ? UInt32(entity.dropFirst(2), radix: 16)
            : entity.hasPrefix("#") ? UInt32(entity.dropFirst(), radix: 10) : nil
        guard let number, let scalar = Unicode.Scalar(number) else {
            throw fail("unknown entity &\(entity);")
        }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func skip(past end: String) throws(NibError) {
        let terminator = Array(end.utf8)
        while index < bytes.count {
            if bytes[index...].starts(with: terminator) {
                advance(terminator.count)
                return
            }
            advance()
        }
        throw fail("expected \(end)")
    }

    private func peek(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: ":"), 0x80...0xFF:
            true
        default: false
        }
    }
}

extension NibElement {
    /// The finite number `attribute` holds, nil when the element has no such attribute; anything else is an error
    /// naming `file`, the line and the element.
    func number(_ attribute: String, file: String) throws(NibError) -> CGFloat? {
        guard let text = self[attribute] else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw NibError(
                file: file, line: line, element: label, message: "expected a number for \(attribute), found \"\(text)\""
            )
        }
        return CGFloat(value)
    }
}
