/// The actions of a scenario's script, declared once: each one's name in scenario files, what it does and its
/// fields (`ScriptField`: values, ranges, defaults). The decoder, the script's validation messages and the
/// scenario reference all work from it.
public enum ScriptActionKind: String, CaseIterable, Sendable {
    case fling, drag, wait
    case scrollTo = "scroll_to"
    case insert, delete, move, shuffle, reconfigure, reload, apply
    case contentSize = "content_size"
    case toggle, call, swipe, appearance

    /// The action's name in scenario files.
    package var name: String { rawValue }

    /// The keys of the action's object.
    package var fields: [ScriptField] {
        switch self {
        case .fling: [.velocity, .deceleration]
        case .drag: [.dragBy, .dragDuration]
        case .wait: [.waitMs]
        case .scrollTo: [.item, .scrollAnimated]
        case .insert: [.insertCount, .at, .newItems]
        case .delete: [.deleteItems, .deleteCount, .at]
        case .move: [.item, .moveTo]
        case .shuffle: [.seed]
        case .reconfigure: [.items, .newVersion]
        case .reload: [.items]
        case .apply: [.applyAnimated, .applyDuration]
        case .contentSize: [.category]
        case .appearance: [.style]
        case .toggle: [.item, .flag]
        case .call: [.actionName]
        case .swipe: [.section, .swipeBy, .dragDuration]
        }
    }

    /// One line: what the action does.
    package var doc: String {
        switch self {
        case .fling:
            "A flick: the finger leaves with a velocity and the list decelerates (the next action starts at once)."
        case .drag: "A finger drag moving the content offset, released at rest."
        case .wait: "Nothing new happens for a while."
        case .scrollTo: "Scroll so the item is at the top (clamped to the content)."
        case .insert: "Stage new items at a position of the next snapshot."
        case .delete: "Stage deleting items."
        case .move: "Stage moving an item to an index of the next snapshot."
        case .shuffle: "Stage a seeded shuffle of the next snapshot."
        case .reconfigure: "Stage re-running configuration on the items' existing cells."
        case .reload: "Stage replacing the items' cells with newly dequeued ones."
        case .apply: "Apply the staged snapshot."
        case .contentSize: "The user changes the Dynamic Type text size."
        case .appearance:
            "The user switches the screen to light or dark: a gallery's views hear of it "
                + "(`traitCollectionDidChange(_:)`) and are drawn in it from this frame (the template looks the same)."
        case .toggle: "Flip a per-row flag of the item's row, kept by its identifier."
        case .call: "Run the gallery's named action (the user's code)."
        case .swipe:
            "A finger swipe of one section's sideways band (a ReelKit gallery's orthogonal section), then it settles "
                + "on the page or group its behavior stops at."
        }
    }
}

extension ScriptAction {
    /// The action's entry in the table of actions.
    package var kind: ScriptActionKind {
        switch self {
        case .fling: .fling
        case .drag: .drag
        case .wait: .wait
        case .scrollTo: .scrollTo
        case .insert: .insert
        case .delete: .delete
        case .move: .move
        case .shuffle: .shuffle
        case .reconfigure: .reconfigure
        case .reload: .reload
        case .apply: .apply
        case .toggle: .toggle
        case .contentSize: .contentSize
        case .appearance: .appearance
        case .call: .call
        case .swipe: .swipe
        }
    }

    /// The action's name in scenario files.
    package var name: String { kind.name }

    /// The names of every action, in table order.
    static var names: [String] { ScriptActionKind.allCases.map(\.name) }

    /// How long the action holds the script before the next one starts (flicks, scrolls and animations go on).
    package var durationMs: Double {
        switch self {
        case .drag(_, let durationMs), .swipe(_, _, let durationMs): durationMs
        case .wait(let ms): ms
        case .fling, .scrollTo, .insert, .delete, .move, .shuffle, .reconfigure, .reload, .apply, .toggle, .contentSize,
            .call, .appearance:
            0
        }
    }
}
