extension ScriptActionKind {
    /// The script actions for the scenario reference, generated from the table: each action and its keys.
    static func markdownReference() -> [String] {
        var lines = [
            "## Script actions",
            "",
            "Each entry of `script` is an object with one key, the action's name, whose object gives the action's",
            #"keys: `{"fling": {"velocity": 3500}}`. A key not listed is refused."#,
            "",
            "| action | key | values | left out | meaning |",
            "| --- | --- | --- | --- | --- |",
        ]
        for kind in allCases {
            lines.append("| `\(kind.name)` | | | | \(kind.doc) |")
            for field in kind.fields {
                let cells = ["", "`\(field.key)`", field.values.reference, field.absent.reference, field.doc]
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
        }
        return lines
    }
}

extension ScriptField.Values {
    /// The values for the reference table.
    var reference: String {
        switch self {
        case .number(let range, let unit): "number, \(JSONReader.describe(range))" + (unit.map { " (\($0))" } ?? "")
        case .integer(let range): "whole number, \(range.lowerBound)...\(range.upperBound)"
        case .flag: "true or false"
        case .choice(let names): "one of: " + names.map { "`\($0)`" }.joined(separator: ", ")
        case .name: "non-empty string"
        case .item: "item id (string) or index"
        case .position: "`top`, `bottom` or an index"
        case .selection: "`\"visible\"` or an array of item ids or indices"
        case .newItems: "array of items (`id`, `url`, …)"
        }
    }
}

extension ScriptField.Absent {
    /// What leaving the key out means, for the reference table.
    var reference: String {
        switch self {
        case .required: "required"
        case .defaultValue(.number(let number)): JSONReader.describe(number)
        case .defaultValue(.bool(let flag)): String(flag)
        case .defaultValue(.string(let text)): "`\(text)`"
        case .defaultValue: "none"
        case .meaning(let words): words
        }
    }
}
