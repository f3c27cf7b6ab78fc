/// The one rule for a name that becomes part of a path: scenario names (a scenario file's `name`, a shard's results,
/// a golden's folder, a test's golden name), panel and schedule folders, and the file names a manifest lists.
///
/// Checked on Unicode scalars and bytes, never on `Character`s: a grapheme cluster can join a prepended scalar with
/// the `/` after it (U+0D4E followed by `/` is one `Character`, whose `isLetter` is true and which is not equal to
/// `"/"`), so a check by characters can pass a name that holds a separator. Besides the separator, the rule refuses
/// every scalar that joins a neighbour into one cluster (combining and spacing marks, the grapheme-break `Prepend`
/// scalars, the letters that extend the cluster before them), control and format characters, and `.` and `..`.
package enum PathName {
    /// The longest scenario name, in UTF-8 bytes (it names a folder; file systems allow 255 bytes per component).
    package static let maxScenarioNameBytes = 200

    /// What a scenario name is, for messages.
    package static let scenarioNameForm =
        "letters, digits, '-', '_' or '.', not starting with '.', one path component of at most "
        + "\(maxScenarioNameBytes) bytes"

    /// Why `name` cannot be a scenario name, or nil when it can: letters and digits (by each scalar's general
    /// category), `-`, `_` and `.`, not starting with `.`, at most `maxScenarioNameBytes` UTF-8 bytes.
    package static func scenarioNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name.utf8.first == UInt8(ascii: ".") { return "starts with '.'" }
        if name.utf8.count > maxScenarioNameBytes {
            return "is \(name.utf8.count) bytes long, more than \(maxScenarioNameBytes)"
        }
        for scalar in name.unicodeScalars where !isNameScalar(scalar) {
            return "holds \(describe(scalar)), which a name cannot hold"
        }
        return nil
    }

    /// Whether `name` is a scenario name (`scenarioNameProblem` is nil).
    package static func isScenarioName(_ name: String) -> Bool { scenarioNameProblem(name) == nil }

    /// Whether `name` is one path component a manifest may name: not empty, not `.` or `..`, no `/` or NUL byte, and
    /// no control, format or joining scalar.
    package static func isFileComponent(_ name: String) -> Bool {
        guard !name.isEmpty, name != ".", name != "..", !name.utf8.contains(UInt8(ascii: "/")) else { return false }
        return name.unicodeScalars.allSatisfy { !isControlOrFormat($0) && !joinsNeighbour($0) }
    }

    /// The components of a relative path a manifest may name (`frames/000000.png`), split on the `/` byte; nil when
    /// the path is absolute, empty, or has a component that `isFileComponent` refuses.
    package static func relativeComponents(_ path: String) -> [String]? {
        let parts = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        guard !parts.isEmpty, parts.allSatisfy(isFileComponent) else { return nil }
        return parts
    }

    /// `name` made a folder name: every scalar a scenario name may not hold becomes `_`, and a leading `.` too.
    package static func folderName(_ name: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            out.append(isNameScalar(scalar) || scalar == "=" ? scalar : "_")
        }
        if out.first == "." { out.replaceSubrange(out.startIndex..<out.index(after: out.startIndex), with: ["_"]) }
        let folder = String(out)
        return folder.isEmpty ? "_" : folder
    }

    /// A letter or digit by general category that joins no neighbour, or one of `-`, `_`, `.`.
    package static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "-" || scalar == "_" || scalar == "." { return true }
        guard !joinsNeighbour(scalar) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// A scalar that makes one grapheme cluster with the scalar before or after it: a mark, a zero-width joiner or
    /// non-joiner, a variation selector, or one of the grapheme-break `Prepend` and `Extend`/`SpacingMark` scalars that
    /// are letters (Unicode 15's GraphemeBreakProperty.txt).
    static func joinsNeighbour(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: break
        }
        if scalar.properties.isVariationSelector || scalar.properties.isGraphemeExtend { return true }
        return joiningLetters.contains(where: { $0.contains(scalar.value) })
    }

    /// Control (Cc), format (Cf, which holds the zero-width joiners, bidirectional controls and the `Prepend`
    /// number signs), surrogates, private-use and unassigned scalars, line and paragraph separators.
    static func isControlOrFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }

    /// Letters (Lo, Lm) that join a neighbour: the `Prepend` letters, which join the scalar after them (U+0D4E
    /// MALAYALAM LETTER DOT REPH, …), and the letters of `Extend` or `SpacingMark` (U+0E33 THAI CHARACTER SARA AM,
    /// U+0EB3, U+FF9E and U+FF9F HALFWIDTH KATAKANA VOICED SOUND MARKS), which join the scalar before them.
    static let joiningLetters: [ClosedRange<UInt32>] = [
        0x0600...0x0605, 0x06DD...0x06DD, 0x070F...0x070F, 0x0890...0x0891, 0x08E2...0x08E2, 0x0D4E...0x0D4E,
        0x0E33...0x0E33, 0x0EB3...0x0EB3, 0xFF9E...0xFF9F, 0x110BD...0x110BD, 0x110CD...0x110CD,
        0x111C2...0x111C3, 0x1193F...0x1193F, 0x11941...0x11941, 0x11A3A...0x11A3A, 0x11A84...0x11A89,
        0x11D46...0x11D46, 0x11F02...0x11F02,
    ]

    /// A scalar for a message: itself when printable, and its code point.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if isControlOrFormat(scalar) || joinsNeighbour(scalar) || scalar == " " { return code }
        return "'\(scalar)' (\(code))"
    }
}
