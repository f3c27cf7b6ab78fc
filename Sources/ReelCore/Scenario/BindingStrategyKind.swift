/// The binding strategies a scenario can name: the bugs the field keeps making, and the patterns that fix them.
public enum BindingStrategyKind: String, Sendable, Equatable, CaseIterable {
    /// The completion writes into the cell it captured, whatever that cell shows by then.
    case naive
    /// Like naive, and prepareForReuse does not clear the old image.
    case noClear = "no-clear"
    /// The completion checks that the cell it captured still has the index path the load started for.
    case indexPathCheck = "index-path-check"
    /// The completion writes into whatever cell is at the index path captured at load start (`cellForItem(at:)`).
    case capturedIndexPath = "captured-index-path"
    /// prepareForReuse cancels and clears; the completion checks the represented item.
    case cancelClearVerify = "cancel-clear-verify"
    /// prepareForReuse cancels and clears; the completion does not check the represented item (stale only in orders
    /// `reel explore` tries: a completion already delivered when the cell is reused).
    case cancelNoVerify = "cancel-no-verify"
    /// The completion caches and reconfigures the item (WWDC21).
    case reconfigure
    /// The cell provider reads a stale captured copy of the model.
    case capturedModel = "captured-model"
    /// Prefetched images are keyed by index path.
    case indexPathKeyedPrefetch = "index-path-keyed-prefetch"
}
