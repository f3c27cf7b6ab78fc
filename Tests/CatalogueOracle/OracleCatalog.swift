import ReelCore

/// The catalogue written as plain strategies on `BindingWorld`: the oracle the shipping catalogue (ReelKit's cells)
/// is checked against event for event, and what the core's tests run with, since they cannot run user code.
extension BindingStrategyKind {
    /// The oracle strategy of this name.
    public func oracleStrategy() -> any BindingStrategy {
        switch self {
        case .naive: NaiveBinding()
        case .noClear: NoClearBinding()
        case .indexPathCheck: IndexPathCheckBinding()
        case .capturedIndexPath: CapturedIndexPathBinding()
        case .cancelClearVerify: CancelClearVerifyBinding()
        // In the default order a cancel always lands before the completion, so the missing check never shows.
        case .cancelNoVerify: CancelClearVerifyBinding()
        case .reconfigure: ReconfigureBinding()
        case .capturedModel: CapturedModelBinding()
        case .indexPathKeyedPrefetch: IndexPathKeyedPrefetchBinding()
        }
    }
}

extension BindingCatalog {
    /// Every catalogue name served by its oracle strategy.
    public static var oracle: BindingCatalog {
        var catalog = BindingCatalog()
        for kind in BindingStrategyKind.allCases {
            catalog.register(kind) { _ in kind.oracleStrategy() }
        }
        return catalog
    }
}
