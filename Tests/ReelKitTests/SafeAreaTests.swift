import Foundation
import ReelCore
import Synchronization
import Testing

@testable import ReelKit

/// The screen's safe area (`safe_area`, `device`): a controller's root view and the collection view see it as
/// UIKit reports it, the collection view's content rests below its top and ends above its bottom
/// (`adjustedContentInset`), and the app's `contentInset` and adjustment behaviour change that as in UIKit.
@Suite(.serialized) struct SafeAreaTests {
    /// What the controller saw, read by its `read` action.
    struct Seen: Sendable, Equatable {
        var root = UIEdgeInsets.zero
        var collection = UIEdgeInsets.zero
        var adjusted = UIEdgeInsets.zero
        var cell = UIEdgeInsets.zero
        var guide = CGRect.zero
        var offset = 0.0
        var calls: [String] = []
    }

    /// A controller whose collection view fills its view, with the insets and behaviour it is given.
    final class InsetController: UIViewController, UICollectionViewDataSource {
        nonisolated static let seen = Mutex(Seen())
        let count: Int
        let inset: UIEdgeInsets
        let behavior: UIScrollView.ContentInsetAdjustmentBehavior
        let additional: UIEdgeInsets
        var collectionView: UICollectionView!
        let guideView = UIView()

        init(
            count: Int, inset: UIEdgeInsets, behavior: UIScrollView.ContentInsetAdjustmentBehavior,
            additional: UIEdgeInsets
        ) {
            (self.count, self.inset, self.behavior, self.additional) = (count, inset, behavior, additional)
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            additionalSafeAreaInsets = additional
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 120, height: 120)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.contentInset = inset
            collectionView.contentInsetAdjustmentBehavior = behavior
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            view.addSubview(collectionView)
            // A view pinned to the safe area guide, as a banner or an empty state is.
            guideView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(guideView)
            NSLayoutConstraint.activate([
                guideView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                guideView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                guideView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                guideView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            ])
        }

        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            Self.seen.withLock { $0.calls.append("viewSafeAreaInsetsDidChange") }
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func read() {
            view.layoutIfNeeded()
            let cell = collectionView.visibleCells.first?.safeAreaInsets ?? .zero
            let seen = (
                view.safeAreaInsets, collectionView.safeAreaInsets, collectionView.adjustedContentInset, cell,
                guideView.frame, Double(collectionView.contentOffset.y)
            )
            Self.seen.withLock {
                ($0.root, $0.collection, $0.adjusted, $0.cell, $0.guide, $0.offset) = seen
            }
        }
    }

    typealias Outcome = (seen: Seen, first: Double, last: Double, lastFrame: Double)

    /// Runs the controller on a scenario with `safeArea`; returns what it saw and the offsets of the first and last
    /// frames.
    func run(
        safeArea: EdgeInsets, inset: UIEdgeInsets = .zero,
        behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic, additional: UIEdgeInsets = .zero
    ) throws -> Outcome {
        InsetController.seen.withLock { $0 = Seen() }
        var catalog = BindingCatalog()
        catalog.register(as: "test", actions: ["read": { (controller: InsetController) in controller.read() }]) {
            InsetController(count: $0.count, inset: inset, behavior: behavior, additional: additional)
        }
        var scenario = staleScenario()
        scenario.items = .synthetic(count: 60)
        scenario.safeArea = safeArea
        scenario.script = [.call(name: "read"), .fling(velocity: 40_000, deceleration: .normal), .wait(ms: 4_000)]
        scenario.gallery = "test"
        var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
        var offsets: [Double] = []
        var lastFrame = 0.0
        while !sim.isFinished, sim.userCodeStop == nil {
            let frame = sim.step { _ in .success(bytes: 1000) }.frame
            offsets.append(sim.scrollOffset)
            lastFrame = frame.cells.map { $0.frame.maxY }.max() ?? 0
        }
        _ = sim.finish()
        #expect(sim.userCodeStop == nil)
        return (InsetController.seen.withLock { $0 }, offsets.first ?? .nan, offsets.last ?? .nan, lastFrame)
    }

    static let phone = EdgeInsets(top: 59, bottom: 34)

    @Test func theRootViewAndTheCollectionViewSeeTheScreensSafeAreaAndTheContentRestsInsideIt() async throws {
        let result = try await onNewThread { () throws -> Outcome in try self.run(safeArea: Self.phone) }
        let seen = result.seen
        #expect(seen.root == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(seen.collection == seen.root)
        #expect(seen.adjusted == seen.root)
        // A cell's vertical safe area is the collection view's adjusted inset's: none of its own.
        #expect(seen.cell == .zero)
        #expect(seen.guide == CGRect(x: 0, y: 59, width: 390, height: 844 - 59 - 34))
        #expect(seen.offset == -59 && result.first == -59)
        #expect(seen.calls == ["viewSafeAreaInsetsDidChange"])
        // Scrolled to the end, the last row ends 34 points above the bottom.
        let content = (60.0 / 3).rounded(.up) * 120 + 19 * 10
        #expect(abs(result.last - (content + 34 - 844)) < 0.5, "\(result.last)")
    }

    @Test func contentInsetAndTheAdjustmentBehaviourChangeWhereTheContentRests() async throws {
        let never = try await onNewThread { () throws -> Outcome in try self.run(safeArea: Self.phone, behavior: .never)
        }
        #expect(never.seen.adjusted == .zero && never.first == 0)
        // Under `.never` the cells overlap the safe area themselves.
        let inset = UIEdgeInsets(top: 12, left: 0, bottom: 20, right: 0)
        let both = try await onNewThread { () throws -> Outcome in try self.run(safeArea: Self.phone, inset: inset) }
        #expect(both.seen.adjusted == UIEdgeInsets(top: 71, left: 0, bottom: 54, right: 0))
        #expect(both.first == -71)
        let plain = try await onNewThread { () throws -> Outcome in try self.run(safeArea: .zero, inset: inset) }
        #expect(plain.first == -12 && plain.seen.calls.isEmpty)
    }

    @Test func additionalSafeAreaInsetsAddToTheRootViewsSafeArea() async throws {
        let result = try await onNewThread { () throws -> Outcome in
            try self.run(safeArea: Self.phone, additional: UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0))
        }
        #expect(result.seen.root == UIEdgeInsets(top: 59, left: 0, bottom: 84, right: 0))
        #expect(result.seen.adjusted.bottom == 84)
    }
}

extension SafeAreaTests {
    /// A plain table of `count` rows whose table view adjusts by `behavior`.
    final class InsetTableController: UITableViewController {
        let count: Int
        let behavior: UIScrollView.ContentInsetAdjustmentBehavior

        init(count: Int, behavior: UIScrollView.ContentInsetAdjustmentBehavior) {
            (self.count, self.behavior) = (count, behavior)
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.contentInsetAdjustmentBehavior = behavior
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    /// The first offset of a run of a table view controller on a screen with `safeArea`, its table set to
    /// `behavior`.
    func tableFirstOffset(
        _ safeArea: EdgeInsets, behavior: UIScrollView.ContentInsetAdjustmentBehavior
    ) throws -> Double {
        var catalog = BindingCatalog()
        catalog.register(as: "table") { items in InsetTableController(count: items.count, behavior: behavior) }
        var scenario = staleScenario()
        scenario.safeArea = safeArea
        scenario.script = [.wait(ms: 50)]
        scenario.gallery = "table"
        var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
        _ = sim.step { _ in .success(bytes: 1000) }
        let offset = sim.scrollOffset
        while !sim.isFinished { _ = sim.step { _ in .success(bytes: 1000) } }
        sim.finish()
        return offset
    }

    @Test func aTableViewsOwnInsetAndBehaviourPlaceItsRows() async throws {
        let automatic = try await onNewThread { try self.tableFirstOffset(Self.phone, behavior: .automatic) }
        let never = try await onNewThread { try self.tableFirstOffset(Self.phone, behavior: .never) }
        #expect(automatic == -59 && never == 0)
    }
}

extension SafeAreaTests {
    @Test func theBuiltInBindingsContentRestsInsideADevicesSafeArea() async throws {
        // The catalogue's galleries run on reel's default screen; the safe area is the scenario's device's.
        let (first, last, end) = try await onNewThread { () throws -> (Double, Double, Double) in
            var scenario = try staleScenario().setting("device", text: "iphone-15")
            scenario.items = .synthetic(count: 60)
            scenario.script = [.wait(ms: 50), .fling(velocity: 40_000, deceleration: .normal), .wait(ms: 5_000)]
            var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: .builtIn)
            _ = sim.step { _ in .success(bytes: 1000) }
            let first = sim.scrollOffset
            while !sim.isFinished { _ = sim.step { _ in .success(bytes: 1000) } }
            sim.finish()
            return (first, sim.scrollOffset, sim.layout.contentHeight + 34 - 852)
        }
        #expect(first == -59)
        #expect(abs(last - end) < 1e-9, "\(last) \(end)")
    }
}
