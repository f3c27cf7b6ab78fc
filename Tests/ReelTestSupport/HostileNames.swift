/// Names built to hide a separator or a dot-name from a check by characters, which every check of a name that
/// becomes a path must refuse (`PathName`): separators joined to a neighbour by a prepended or combining scalar,
/// dot-names, control, format and bidirectional characters.
public enum HostileNames {
    public static let all: [String] = [
        "a/b", "/", "/etc", "..", ".", ".hidden", "",
        "\u{0D4E}/etc",  // MALAYALAM LETTER DOT REPH (Prepend, a letter) joins the `/` after it
        "a\u{0D4E}/..",
        "\u{0600}/x",  // ARABIC NUMBER SIGN (Prepend, a format character)
        "\u{110BD}/x", "\u{11A84}/x",
        "/\u{0301}",  // a combining accent joins the `/` before it
        "x/\u{20DD}", "a\u{0E33}", "b\u{FF9E}", "c\u{FE0F}", "d\u{200D}e", "e\u{200C}f",
        "\u{202E}gnp.exe",  // right-to-left override
        "a\u{0}b", "tab\tname", "line\nbreak", "\u{7F}", "\u{2028}", "\u{E000}private",
        ".\u{0301}.", "..\u{0301}", "a b",
    ]
}
