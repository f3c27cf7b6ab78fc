/// The binding strategies a scenario can name.
public enum BindingStrategyKind: String, Sendable, Equatable, CaseIterable {
    /// The completion writes into the cell it captured, whatever that cell shows by then.
    case naive
    /// prepareForReuse cancels and clears; the completion checks the represented item.
    case cancelClearVerify = "cancel-clear-verify"

    /// The strategy's behaviour.
    public func makeStrategy() -> any BindingStrategy {
        switch self {
        case .naive: NaiveBinding()
        case .cancelClearVerify: CancelClearVerifyBinding()
        }
    }
}
