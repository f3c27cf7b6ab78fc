/// The edits made inside a line's code, leaving its comments and string literals as they are: the Objective-C marks
/// (`ObjectiveCMarks`) and Foundation calls that Linux's Foundation spells otherwise (`LinuxFoundationCalls`).
enum CodeEdits {
    /// The line with its code edited, or nil when no edit applies. `code` says which of the line's Unicode scalars
    /// are code (`BraceDepths.code`).
    static func edited(_ line: String, code: [Bool]) -> String? {
        var pieces: [(text: String, isCode: Bool)] = []
        for (scalar, isCode) in zip(line.unicodeScalars, code) {
            if let last = pieces.last, last.isCode == isCode {
                pieces[pieces.count - 1].text.unicodeScalars.append(scalar)
            } else {
                pieces.append((String(scalar), isCode))
            }
        }
        var changed = false
        let edited = pieces.map { piece -> String in
            guard piece.isCode else { return piece.text }
            var text = piece.text
            for edit in [ObjectiveCMarks.removed(fromCode:), LinuxFoundationCalls.rewritten(fromCode:)] {
                if let result = edit(text) {
                    text = result
                    changed = true
                }
            }
            return text
        }
        return changed ? edited.joined() : nil
    }
}
