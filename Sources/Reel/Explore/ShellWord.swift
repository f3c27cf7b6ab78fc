/// One word of a command line a user copies into a POSIX shell: printed as it is when it holds only characters no
/// shell treats specially, else in single quotes (a quote inside written `'\''`), so a replay command runs the file
/// it names whatever that file's name holds.
enum ShellWord {
    /// The characters a word may hold unquoted.
    static let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-".unicodeScalars)

    /// `word` as the shell reads it back.
    static func quote(_ word: String) -> String {
        if !word.isEmpty, word.first != "-", word.unicodeScalars.allSatisfy(plain.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Whether `text` is one word as `quote` writes it (plain, or single-quoted), with no control character.
    static func isQuotedWord(_ text: Substring) -> Bool {
        guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return false
        }
        if text.first != "-", text.unicodeScalars.allSatisfy(plain.contains) { return true }
        guard text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") else { return false }
        // Inside: quoted runs without a quote, joined by '\''.
        let inner = text.dropFirst().dropLast()
        return !inner.replacingOccurrences(of: "'\\''", with: "").contains("'")
    }
}
