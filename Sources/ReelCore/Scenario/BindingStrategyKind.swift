/// The binding strategies a scenario can name: the bugs the field keeps making, and the patterns that fix them.
public enum BindingStrategyKind: String, Sendable, Equatable, CaseIterable {
    /// The completion writes into the cell it captured, whatever that cell shows by then.
    case naive
    /// Like naive, and prepareForReuse does not clear the old image.
    case noClear = "no-clear"
    /// The completion finds the cell by the index path captured at load start.
    case indexPathCheck = "index-path-check"
    /// prepareForReuse cancels and clears; the completion checks the represented item.
    case cancelClearVerify = "cancel-clear-verify"
    /// The completion caches and reconfigures the item (WWDC21).
    case reconfigure
    /// The cell provider reads a stale captured copy of the model.
    case capturedModel = "captured-model"
    /// Prefetched images are keyed by index path.
    case indexPathKeyedPrefetch = "index-path-keyed-prefetch"

    /// The strategy's behaviour.
    public func makeStrategy() -> any BindingStrategy {
        switch self {
        case .naive: NaiveBinding()
        case .noClear: NoClearBinding()
        case .indexPathCheck: IndexPathCheckBinding()
        case .cancelClearVerify: CancelClearVerifyBinding()
        case .reconfigure: ReconfigureBinding()
        case .capturedModel: CapturedModelBinding()
        case .indexPathKeyedPrefetch: IndexPathKeyedPrefetchBinding()
        }
    }
}
