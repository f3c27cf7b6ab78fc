import CatalogueOracle
import Foundation
import ReelCore
import ReelKit
import ReelTestSupport
import Testing

@testable import ReelCLI

/// A gallery whose cell provider force-unwraps a model entry that is missing for item "3", as a real app's lookup
/// table with a hole would.
@MainActor
final class HoleyLookupGallery: ReelGallery {
    final class Cell: UICollectionViewCell {
        let imageView = UIImageView()
    }

    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        var titles: [String: String] = [:]
        for item in items where item.id != "3" { titles[item.id] = item.title }
        let registration = UICollectionView.CellRegistration<Cell, String> { cell, _, title in
            cell.imageView.image = UIImage(systemName: title)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, id in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: titles[id]!)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A gallery whose code leaves a task unfinished in every cell it configures (as an outcome the run only logs).
struct UnfinishedTaskGallery: BindingStrategy {
    let naive = NaiveBinding()

    func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World) {}

    func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World) {
        naive.configure(cell: cellID, itemAt: index, in: &world)
        world.recordUserCode(kind: "unfinished", message: "the task of item \(index) never finished", cell: cellID)
    }

    func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {}
}

/// A gallery whose cell provider makes each cell from a nib the usual way, `instantiate(…).first as!`, with a nib
/// the package does not have: reel stops the run, and the force cast traps before the run can say why.
@MainActor
final class MissingNibGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, _ in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            let badge = UINib(nibName: "MissingBadge", bundle: nil).instantiate(withOwner: nil).first as! UIView
            cell.contentView.addSubview(badge)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A trap in the gallery's own code ends the process as a trap does, after one line naming the gallery, the call, the
/// item and the unfinished run folder.
@Suite(.tags(.endToEnd)) struct TrapTests {
    @Test func aTrapInTheGallerysCodeNamesTheGalleryTheCallTheItemAndTheFolder() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // No backtrace in the child (it takes seconds): the trap then ends the process by the default action.
            for number in [SIGILL, SIGTRAP] { signal(number, SIG_DFL) }
            var catalog = BindingCatalog()
            catalog.register(HoleyLookupGallery.self, as: "holey")
            let scenario =
                #"{"name": "holey", "binding": "naive", "gallery": "holey", "#
                + #""canvas": {"width": 120, "height": 160, "scale": 1, "fps": 10}, "#
                + #""items": {"count": 6}, "script": [{"wait": {"ms": 200}}]}"#
            let file = try Fixture.writeScenario(scenario, label: "trap")
            let out = Fixture.temporaryFolder("trap-out")
            try ReelTool.run(["render", file, "--out", out.path, "--quiet", "--workers", "1"], catalog: catalog)
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let line = try #require(stderr.split(separator: "\n").first { $0.hasPrefix("reel: error: the gallery") })
        #expect(line.hasPrefix(#"reel: error: the gallery "holey" trapped in the cell provider for item "3" at 0 ms"#))
        #expect(line.contains("reel-tests-trap-out-"))
        #expect(line.hasSuffix("is unfinished: it has no summary and no manifest"))
        #expect(stderr.contains("Unexpectedly found nil"), "the runtime's own message comes first")
    }

    @Test func aTrapRightAfterReelStoppedTheRunSaysWhyItStopped() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            for number in [SIGILL, SIGTRAP] { signal(number, SIG_DFL) }
            var catalog = BindingCatalog()
            catalog.register(MissingNibGallery.self, as: "missing-nib")
            let scenario =
                #"{"name": "missing-nib", "binding": "naive", "gallery": "missing-nib", "#
                + #""canvas": {"width": 120, "height": 160, "scale": 1, "fps": 10}, "#
                + #""items": {"count": 6}, "script": [{"wait": {"ms": 200}}]}"#
            let file = try Fixture.writeScenario(scenario, label: "missing-nib")
            let out = Fixture.temporaryFolder("missing-nib-out")
            try ReelTool.run(["render", file, "--out", out.path, "--quiet", "--workers", "1"], catalog: catalog)
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let line = try #require(stderr.split(separator: "\n").first { $0.hasPrefix("reel: error: the gallery") })
        #expect(line.contains(#"the gallery "missing-nib" trapped in the cell provider for item "0""#), "\(line)")
        let reason = ", just after reel stopped the run: MissingBadge.xib: no MissingBadge.xib in the bundle "
        #expect(line.contains(reason), "\(line)")
    }

    @Test func outcomesTheRunOnlyLogsAreAWarningOnStderrEvenWhenQuiet() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            var catalog = BindingCatalog()
            catalog.register("unfinished") { _ in UnfinishedTaskGallery() }
            let scenario =
                #"{"name": "unfinished", "binding": "naive", "gallery": "unfinished", "#
                + #""canvas": {"width": 120, "height": 160, "scale": 1, "fps": 10}, "#
                + #""items": {"count": 6}, "script": [{"wait": {"ms": 200}}]}"#
            let file = try Fixture.writeScenario(scenario, label: "unfinished")
            let out = Fixture.temporaryFolder("unfinished-out")
            defer {
                try? FileManager.default.removeItem(atPath: file)
                try? FileManager.default.removeItem(at: out)
            }
            try ReelTool.run(["render", file, "--out", out.path, "--quiet", "--workers", "1"], catalog: catalog)
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.hasPrefix(
                "reel: warning: the gallery's code: 6 unfinished (summary.json → gallery.messages); the first: "
                    + "unfinished: the task of item 0 never finished\n"),
            "\(stderr)")
    }
}
