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
