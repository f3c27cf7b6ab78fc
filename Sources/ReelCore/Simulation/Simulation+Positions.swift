extension Simulation {
    /// What is wrong with an `insert`, `move` or `delete` position in a list of `count` items: the key at fault
    /// (`at`, `to`, `count`) and why, or nil. Validation refuses these instead of clamping them to the list.
    static func positionProblem(_ action: ScriptAction, count: Int) -> (key: String, message: String)? {
        switch action {
        case .insert(_, .index(let index), _) where index > count:
            return ("at", "expected an index ≤ \(count) (the list has \(items(count))), got \(index)")
        case .move(_, let target) where count > 0 && target > count - 1:
            return ("to", "expected an index below \(count) (the list has \(items(count))), got \(target)")
        case .delete(.range(let doomed, let position)):
            switch position {
            case .index(let index) where index >= count:
                return ("at", "expected an index below \(count) (the list has \(items(count))), got \(index)")
            case .index(let index) where doomed > count - index:
                return ("count", "expected at most \(items(count - index)) from index \(index), got \(doomed)")
            case .top, .bottom:
                guard doomed > count else { return nil }
                return ("count", "expected at most \(items(count)) (the whole list), got \(doomed)")
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// `1 item`, `5 items`.
    private static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
}
