/// Delivering due loads, the part of the frame loop between the pipeline and the binding: what a due task's result
/// means (the bytes still on the wire at the modelled bandwidth, or the content every subscriber gets and what the
/// request did), and the item whose load is being handed out while the binding handles it (what `apply` events name).
struct Delivery: Sendable {
    /// What becomes of a due task's result now.
    enum Step: Sendable {
        /// The first byte is in; the body arrives at this time (bytes ÷ bandwidth later).
        case holdUntil(Double)
        /// The result goes to the task's subscribers.
        case deliver(Outcome)
    }

    /// A delivered result as subscribers and the records see it.
    struct Outcome: Sendable {
        /// What every subscriber's cell shows for it: the image, or the failed look.
        let content: CellContent
        let failure: LoadFailure?
        /// Body bytes (0 for a failure) and decoded pixels.
        let bytes: Int
        let pixels: Int
    }

    /// The item whose load is being handed to the binding now, if any.
    private(set) var handingOutFor: ItemID?

    /// What to do with `task`'s `result` (the recorded outcome, else the real one; a modelled failure wins) at its
    /// due time, under `network`.
    static func step(for task: LoadScheduler.Task, result real: LoadOutcome, network: NetworkModel) -> Step {
        var result = task.outcome ?? real
        if let failure = task.draw?.failure { result = .failure(failure) }
        if task.outcome == nil, task.draw?.addsTransferTime == true, case .success(let bytes, _) = result,
            let due = task.due, network.transferMs(bytes: bytes) > 0
        {
            return .holdUntil(due + network.transferMs(bytes: bytes))
        }
        let tag = ImageTag(itemID: task.itemID, key: task.key, itemURL: task.itemURL)
        switch result {
        case .success(let bytes, let pixels):
            return .deliver(Outcome(content: .image(tag), failure: nil, bytes: bytes, pixels: pixels))
        case .failure(let reason):
            return .deliver(Outcome(content: .failed(tag, reason: reason), failure: reason, bytes: 0, pixels: 0))
        }
    }

    /// The binding is handed the load of `itemID` from now until `finishHandingOut()`.
    mutating func startHandingOut(_ itemID: ItemID) { handingOutFor = itemID }

    mutating func finishHandingOut() { handingOutFor = nil }
}
