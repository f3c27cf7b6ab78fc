/// Where a view's layer and the layers added beside it stand among one another, as Core Animation keeps a view's
/// subviews' layers and its explicit sublayers in one list: each gets a number when it is added (`addSubview`,
/// `addSublayer`: above everything so far) or inserted (between its neighbours; `insertSublayer(_:at: 0)` below
/// everything, subviews included, as UIKit's index 0 is). Only the order of the numbers is read, so the counter
/// never needs resetting between runs.
@preconcurrency @MainActor
enum StackingOrder {
    private static var last = 0.0

    /// A number above every one given so far.
    static func top() -> Double {
        last += 1
        return last
    }

    /// A number below `upper` (nil: none above it) and at most -1: the bottom of a layer's list.
    static func bottom(below upper: Double?) -> Double { min(upper ?? 0, 0) - 1 }

    /// A number between two neighbours, either of which may be missing.
    static func between(_ lower: Double?, _ upper: Double?) -> Double {
        switch (lower, upper) {
        case (let lower?, let upper?): (lower + upper) / 2
        case (let lower?, nil): lower + 1
        case (nil, let upper?): upper - 1
        case (nil, nil): top()
        }
    }
}
