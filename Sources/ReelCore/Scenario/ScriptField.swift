/// A key of a script action's object, declared once: its name, the values it takes, what leaving it out means and
/// what it does. `ScriptActionKind.fields` lists each action's; the decoder reads a body through them, so a range
/// or a default is written in one place and the scenario reference shows the same one.
package struct ScriptField: Sendable, Equatable {
    /// The values a field takes.
    package enum Values: Sendable, Equatable {
        /// A number in the range, with its unit for messages ("pt/s"), if any.
        case number(ClosedRange<Double>, unit: String?)
        /// A whole number in the range.
        case integer(ClosedRange<Int>)
        case flag
        case choice([String])
        /// A non-empty string.
        case name
        /// An item id (a string) or a whole index ≥ 0.
        case item
        /// `"top"`, `"bottom"` or a whole index ≥ 0.
        case position
        /// `"visible"` or a non-empty array of item ids or indices.
        case selection
        /// An array of items (`id`, `url`, …), as in `items`.
        case newItems
    }

    /// What leaving the field out means.
    package enum Absent: Sendable, Equatable {
        /// The action is refused.
        case required
        /// The field takes this value.
        case defaultValue(JSONValue)
        /// Said in words (the field is optional and its absence means something else).
        case meaning(String)
    }

    package let key: String
    package let values: Values
    package let absent: Absent
    /// One line: what it does.
    package let doc: String

    init(_ key: String, _ values: Values, _ absent: Absent, _ doc: String) {
        self.key = key
        self.values = values
        self.absent = absent
        self.doc = doc
    }

    /// What the field holds, for "required … is missing".
    var what: String {
        switch values {
        case .number(_, let unit): unit.map { "number (\($0))" } ?? "number"
        case .integer: "index"
        case .flag: "true or false"
        case .choice(let names): "value (one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")))"
        case .name: "action name (a non-empty string)"
        case .item: "item id (string) or index (number)"
        case .position: "position"
        case .selection, .newItems: "items"
        }
    }

    /// The default as a number, for a number field with one.
    var defaultNumber: Double? {
        guard case .defaultValue(.number(let number)) = absent else { return nil }
        return number
    }

    /// The default as a flag, for a true/false field with one.
    var defaultFlag: Bool? {
        guard case .defaultValue(.bool(let flag)) = absent else { return nil }
        return flag
    }

    /// The default as a string, for a choice with one.
    var defaultText: String? {
        guard case .defaultValue(.string(let text)) = absent else { return nil }
        return text
    }
}

extension ScriptField {
    static let velocity = ScriptField(
        "velocity", .number(-50_000...50_000, unit: "pt/s"), .required,
        "Speed the finger leaves with (pt/s); positive scrolls down the list.")
    static let deceleration = ScriptField(
        "deceleration", .choice(Deceleration.allCases.map(\.rawValue)), .defaultValue("normal"),
        "UIScrollView's rate: `normal` (0.998/ms) or `fast` (0.99/ms).")
    static let dragBy = ScriptField(
        "by", .number(-1_000_000...1_000_000, unit: "points"), .required, "Points the content offset moves.")
    static let dragDuration = ScriptField(
        "duration_ms", .number(1...600_000, unit: "ms"), .defaultValue(300), "How long the drag takes.")
    static let waitMs = ScriptField("ms", .number(0...600_000, unit: nil), .required, "How long nothing new happens.")
    static let item = ScriptField("item", .item, .required, "The item, by id or by index.")
    static let scrollAnimated = ScriptField("animated", .flag, .defaultValue(true), "Whether the scroll animates.")
    static let insertCount = ScriptField(
        "count", .integer(1...100_000), .meaning("as many as `items` gives"), "New synthetic items to insert.")
    static let at = ScriptField("at", .position, .defaultValue("top"), "Where in the list.")
    static let newItems = ScriptField(
        "items", .newItems, .meaning("`count` synthetic items"), "The items to insert (then `count` must match).")
    static let deleteItems = ScriptField(
        "items", .selection, .meaning("`count` items from `at`"), "The items to delete.")
    static let deleteCount = ScriptField(
        "count", .integer(1...100_000), .meaning("`items` names them"), "Items to delete from `at`.")
    static let moveTo = ScriptField("to", .integer(0...10_000_000), .required, "Its index in the next snapshot.")
    static let section = ScriptField(
        "section", .integer(0...1_000_000), .required,
        "The section, as the app numbers it, whose band scrolls sideways (`orthogonalScrollingBehavior`).")
    static let swipeBy = ScriptField(
        "by", .number(-1_000_000...1_000_000, unit: "points"), .required,
        "Points the band's offset moves (positive toward its trailing items).")
    static let seed = ScriptField(
        "seed", .integer(0...Int(Int32.max)), .defaultValue(1), "Seed of the shuffle.")
    static let items = ScriptField("items", .selection, .required, "The items (`\"visible\"`: those on screen).")
    static let newVersion = ScriptField(
        "new_version", .flag, .defaultValue(false), "Whether the items get a new image URL.")
    static let applyAnimated = ScriptField(
        "animated", .flag, .defaultValue(true), "Whether layout changes animate.")
    static let applyDuration = ScriptField(
        "duration_ms", .number(0...10_000, unit: "ms"), .defaultValue(300), "How long they animate.")
    static let flag = ScriptField(
        "flag", .choice(RowFlags.named.map(\.name)), .defaultValue("selected"), "The per-row flag flipped.")
    static let category = ScriptField(
        "category", .choice(ContentSizeCategory.allCases.map(\.rawValue)), .required, "The new text size.")
    static let style = ScriptField(
        "style", .choice(Appearance.allCases.map(\.rawValue)), .required, "The new appearance.")
    static let actionName = ScriptField("name", .name, .required, "The gallery's action to run.")
}
