import Foundation
import Reel
import ReelCore
import Testing

@testable import ReelKit

/// Image feeds in table views (Corpus/Tables), run as a collection view's are: a table view controller with a
/// registered cell and a classic data source, its naive twin, a diffable table of titled sections with the
/// delegate's row heights, and a table written before registration (`dequeueReusableCell(withIdentifier:)` or a new
/// cell). Same states and metrics, the same run with 1 or 2 workers.
@Suite(.serialized) struct TableViewTests {
    static var catalog: BindingCatalog {
        var catalog = BindingCatalog()
        catalog.register(
            as: "table", actions: ["more": { $0.appendPhotos($0.tableView.reelNewItems(count: 5).map(Photo.init)) }]
        ) { items in PhotoTableViewController(photos: items.map(Photo.init)) }
        catalog.register(
            as: "naive-table",
            actions: ["more": { $0.appendPhotos($0.tableView.reelNewItems(count: 5).map(Photo.init)) }]
        ) { items in NaivePhotoTableViewController(photos: items.map(Photo.init)) }
        catalog.register(as: "sections") { items in SectionedPhotosViewController(photos: items.map(Photo.init)) }
        catalog.register(as: "nib-rows", actions: ["none": { (_: NibTableViewController) in }]) { items in
            NibTableViewController(photos: items.map(Photo.init))
        }
        catalog.register(as: "legacy", actions: ["none": { (_: LegacyPhotoTableViewController) in }]) { items in
            LegacyPhotoTableViewController(photos: items.map(Photo.init))
        }
        return catalog
    }

    @Test func aTableViewControllerShowsNoStaleImageAndItsNaiveTwinDoes() async throws {
        try await CorpusControllersTests.check(
            correct: "table", buggy: "naive-table", action: "more", catalog: Self.catalog)
    }

    /// Each frame's visible rows (content coordinates) of a run of the controller registered as `name`.
    static func frames(of name: String, script: [ScriptAction]) throws -> (frames: [[VisibleCell]], metrics: Metrics) {
        var scenario = staleScenario()
        scenario.gallery = name
        scenario.script = script
        var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
        var frames: [[VisibleCell]] = []
        while !sim.isFinished, sim.userCodeStop == nil {
            let step = sim.step { _ in .success(bytes: 1000) }
            frames.append(
                step.frame.cells.map { cell in
                    var cell = cell
                    cell.frame = cell.frame.offsetBy(dy: step.frame.offset)
                    return cell
                })
        }
        sim.finish()
        return (frames, sim.metrics)
    }

    @Test func aTablesRowsAreDrawnWithItsSeparatorsUnlessItHasNone() async throws {
        let legacy = try await onNewThread { try Self.frames(of: "legacy", script: [.wait(ms: 100)]) }
        let row = try #require(legacy.frames.first?.first)
        let separator = try #require(row.drawing?.subviews.last)
        // One device pixel (scale 2) at the row's bottom, 16 points in, in UIKit's separator colour.
        #expect(separator.frame == Rect(x: 16, y: row.frame.height - 0.5, width: row.frame.width - 16, height: 0.5))
        #expect(separator.layer.background == Color(UIColor.separator))
        // PhotoTableViewController sets `separatorStyle = .none`: its rows are drawn without.
        let none = try await onNewThread { try Self.frames(of: "table", script: [.wait(ms: 100)]) }
        let plain = try #require(none.frames.first?.first?.drawing)
        #expect(plain.subviews.allSatisfy { $0.frame.height > 1 })
    }

    @Test func rowsAreFullWidthAtTheTablesRowHeight() async throws {
        let run = try await onNewThread { try Self.frames(of: "table", script: [.wait(ms: 100)]) }
        let first = try #require(run.frames.first)
        #expect(
            first.map(\.frame).prefix(4) == [
                Rect(x: 0, y: 0, width: 390, height: 240), Rect(x: 0, y: 240, width: 390, height: 240),
                Rect(x: 0, y: 480, width: 390, height: 240), Rect(x: 0, y: 720, width: 390, height: 240),
            ])
    }

    @Test func sectionsTakeTheirTitledHeadersAndRowsTheDelegatesHeights() async throws {
        let run = try await onNewThread {
            try Self.frames(of: "sections", script: [.scrollTo(item: .index(20), animated: false), .wait(ms: 1_500)])
        }
        #expect(run.metrics.count(.stale) == 0 && run.metrics.count(.correct) > 0)
        // Day 1: a 28-point header, a 300-point row, then rows of 150; day 2 starts after its own header.
        let day2 = 28 + 300 + 19 * 150 + 28.0
        let rows = run.frames.flatMap { $0 }
        let first = try #require(rows.first { $0.itemIndex == 20 })
        #expect(first.frame == Rect(x: 0, y: day2, width: 390, height: 300))
        let second = try #require(rows.first { $0.itemIndex == 21 })
        #expect(second.frame == Rect(x: 0, y: day2 + 300, width: 390, height: 150))
    }

    @Test func aPlainTablesTitledHeadersFloatAndShowTheirTitles() async throws {
        let run = try await onNewThread { () throws -> [FrameState] in
            var scenario = staleScenario()
            scenario.gallery = "sections"
            scenario.script = [.drag(by: 400, durationMs: 400), .wait(ms: 100)]
            var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: Self.catalog)
            var frames: [FrameState] = []
            while !sim.isFinished, sim.userCodeStop == nil {
                frames.append(sim.step { _ in .success(bytes: 1000) }.frame)
            }
            return frames
        }
        let first = try #require(run.first?.views.first)
        #expect(first.element.kind == UICollectionView.elementKindSectionHeader && first.element.section == 0)
        #expect(first.frame == Rect(x: 0, y: 0, width: 390, height: 28) && first.state == .correct)
        #expect(!first.text.isEmpty)
        // A plain table's header floats: 400 points down, day 1's header is still at the top of the screen.
        let last = try #require(run.last)
        #expect(last.offset >= 399)
        #expect(last.views.first?.frame.y == 0 && last.views.first?.text == first.text)
    }

    @Test func aTableWrittenBeforeRegistrationReusesTheCellsItMade() async throws {
        let run = try await CorpusControllersTests.render(
            CorpusControllersTests.scenario(gallery: "legacy", action: "none"), catalog: Self.catalog)
        #expect(run.metrics.gallery.outcomes["error", default: 0] == 0, "\(run.metrics.gallery.messages)")
        #expect(run.metrics.count(.correct) > 0)
        #expect(run.metrics.count(.stale) == 0)
        // The cells it made itself went to the pool and came back from `dequeueReusableCell(withIdentifier:)`.
        #expect(run.metrics.cells.reused > 0)
        #expect(run.metrics.cells.created < 30)
    }

    @Test func rowsMadeFromATableCellNibShowTheirPhotos() async throws {
        let run = try await CorpusControllersTests.render(
            CorpusControllersTests.scenario(gallery: "nib-rows", action: "none"), catalog: Self.catalog)
        #expect(run.metrics.gallery.outcomes["error", default: 0] == 0, "\(run.metrics.gallery.messages)")
        #expect(run.metrics.count(.correct) > 0 && run.metrics.count(.stale) == 0)
    }
}
