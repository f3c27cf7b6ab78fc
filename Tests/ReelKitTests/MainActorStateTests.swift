import Testing

@testable import ReelExecutors
@testable import ReelKit

/// A simulation's main actor and the process's real one keep apart what ReelKit remembers between calls, so code
/// running outside a simulation (a test making views on the main thread) cannot change what a simulation does.
@MainActor @Suite struct MainActorStateTests {
    /// A cell being constructed outside any simulation while a simulation makes a view: the cell does not claim
    /// it; a cell constructed in the simulation claims its own views.
    @Test func aCellClaimsOnlyViewsMadeInItsOwnContext() throws {
        let session = try ExecutorSession()
        var madeInSession: UIView?
        let outsideCell = CellConstruction.construct { () -> UICollectionViewCell in
            let cell = UICollectionViewCell(frame: .zero)
            madeInSession = session.run { MainActor.assumeIsolated { UIView(frame: .zero) } }
            _ = UILabel(frame: .zero)
            return cell
        }
        #expect(outsideCell.constructed.count == 1)
        #expect(!outsideCell.constructed.contains { $0 === madeInSession })

        let sessionCell = session.run {
            MainActor.assumeIsolated {
                CellConstruction.construct { () -> UICollectionViewCell in
                    let cell = UICollectionViewCell(frame: .zero)
                    _ = UILabel(frame: .zero)
                    return cell
                }
            }
        }
        #expect(sessionCell.constructed.count == 1)
    }

    /// A text measurer set outside a simulation measures nothing inside it, and one set inside stays there.
    @Test func aTextMeasurerBelongsToWhereItWasSet() throws {
        let session = try ExecutorSession()
        UILabel.reelTextMeasurer = { request in
            UILabel.TextMetrics(
                size: CGSize(width: CGFloat(request.text.count), height: 1), firstBaseline: 1, lastBaselineFromBottom: 0
            )
        }
        defer { UILabel.reelTextMeasurer = nil }
        let inside = session.run {
            MainActor.assumeIsolated { () -> CGSize in
                let label = UILabel(frame: .zero)
                label.text = "measured"
                return label.intrinsicContentSize
            }
        }
        #expect(inside == CGSize(width: 68, height: 20))
        let outside = UILabel(frame: .zero)
        outside.text = "measured"
        #expect(outside.intrinsicContentSize == CGSize(width: 8, height: 1))
    }

    /// Each simulation has its own `OperationQueue.main`: cancelling one's pending operations leaves the others'.
    @Test func everySimulationHasItsOwnMainOperationQueue() throws {
        let first = try ExecutorSession()
        let second = try ExecutorSession()
        let firstQueue = first.run { OperationQueue.main }
        let secondQueue = second.run { OperationQueue.main }
        #expect(firstQueue !== secondQueue)
        #expect(OperationQueue.main !== firstQueue)
        #expect(first.run { OperationQueue.main } === firstQueue)
    }

}
