import Foundation
import Reel
import ReelCore
import Testing

@testable import ReelKit

extension FeedPhoto {
    init(_ item: GalleryItem) {
        self.init(id: item.id, title: item.title, caption: item.subtitle ?? "", url: item.imageURL)
    }
}

/// The xib feed cell, registered with `register(_ nib:forCellWithReuseIdentifier:)`.
@MainActor
final class PhotoFeedGallery: ReelGallery {
    let controller = PhotoFeedViewController()

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        NibClasses.register(PhotoFeedCell.self)
        controller.collectionView = collectionView
        controller.photos = items.map(FeedPhoto.init)
        controller.loadViewIfNeeded()
    }
}

/// The buggy xib feed cell, registered with `CellRegistration(cellNib:)`.
@MainActor
final class BuggyFeedGallery: ReelGallery {
    let controller = BuggyFeedViewController()

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        controller.collectionView = collectionView
        controller.photos = items.map(FeedPhoto.init)
        controller.loadViewIfNeeded()
    }
}

/// The storyboard's initial controller, with its prototype cell.
@MainActor
final class StoryboardPhotosGallery: ReelGallery {
    let controller: StoryboardPhotosViewController

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        NibClasses.register(StoryboardPhotosViewController.self, PrototypePhotoCell.self)
        let storyboard = UIStoryboard(name: "Photos", bundle: .module)
        controller = storyboard.instantiateInitialViewController() as! StoryboardPhotosViewController
        controller.photos = items.map(FeedPhoto.init)
        controller.loadViewIfNeeded()
    }
}

/// The storyboard's Grid scene, by its storyboard ID: a view controller with a collection view outlet.
@MainActor
final class GridPhotosGallery: ReelGallery {
    let controller: GridPhotosViewController

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        NibClasses.register(GridPhotosViewController.self, GridPhotoCell.self)
        let storyboard = UIStoryboard(name: "Photos", bundle: .module)
        controller = storyboard.instantiateViewController(withIdentifier: "Grid") as! GridPhotosViewController
        controller.photos = items.map(FeedPhoto.init)
        controller.loadViewIfNeeded()
    }
}

/// Moments.storyboard's collection view controller, with its prototype cell and header.
@MainActor
final class StoryboardMomentsGallery: ReelGallery {
    let controller: StoryboardMomentsViewController

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        NibClasses.register(StoryboardMomentsViewController.self, PrototypePhotoCell.self, StoryboardMomentHeader.self)
        let storyboard = UIStoryboard(name: "Moments", bundle: .module)
        controller = storyboard.instantiateInitialViewController() as! StoryboardMomentsViewController
        controller.photos = items.map(FeedPhoto.init)
        controller.loadViewIfNeeded()
    }
}

/// Rows.storyboard's table view controller, with its prototype row.
@MainActor
final class StoryboardRowsGallery: ReelGallery {
    let controller: StoryboardRowsController

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        NibClasses.register(StoryboardRowsController.self, PrototypeRowCell.self)
        let storyboard = UIStoryboard(name: "Rows", bundle: .module)
        controller = storyboard.instantiateInitialViewController() as! StoryboardRowsController
        controller.photos = items.map(FeedPhoto.init)
        controller.loadViewIfNeeded()
    }
}

/// Storyboard and xib cells written as apps write them (Corpus/Nibs/), their files beside them: the correct ones
/// never show a stale image or another item's text, the buggy one does, and every run is the same.
@Suite(.serialized) struct CorpusNibsTests {
    @Test func xibFeedCellIsCorrectAndDeterministic() async throws {
        let runs = try await onNewThread {
            try [runGallery(PhotoFeedGallery.self), runGallery(PhotoFeedGallery.self)]
        }
        Self.expectCorrect(runs[0].metrics)
        #expect(runs[0].timeline == runs[1].timeline)
    }

    @Test func storyboardPrototypeCellIsCorrectAndDeterministic() async throws {
        let runs = try await onNewThread {
            try [runGallery(StoryboardPhotosGallery.self), runGallery(StoryboardPhotosGallery.self)]
        }
        Self.expectCorrect(runs[0].metrics)
        #expect(runs[0].timeline == runs[1].timeline)
    }

    @Test func storyboardSceneByIdentifierWithACollectionViewOutletIsCorrect() async throws {
        let runs = try await onNewThread {
            try [runGallery(GridPhotosGallery.self), runGallery(GridPhotosGallery.self)]
        }
        Self.expectCorrect(runs[0].metrics)
        #expect(runs[0].timeline == runs[1].timeline)
    }

    @Test func buggyXibCellShowsStaleImages() async throws {
        let runs = try await onNewThread {
            try [runGallery(BuggyFeedGallery.self), runGallery(BuggyFeedGallery.self)]
        }
        #expect(runs[0].metrics.count(.stale) > 0)
        #expect(runs[0].metrics.gallery.outcomes["late_write", default: 0] > 0)
        #expect(runs[0].timeline == runs[1].timeline)
    }

    @Test func theStoryboardScenesFlowLayoutPlacesTheCells() async throws {
        let run = try await onNewThread { try LayoutRunTests.run(StoryboardPhotosGallery.self) }
        #expect(run.stop == nil)
        // <collectionViewFlowLayout>: items 128 × 160, 2 apart: three to a 390-point line, the 6 left shared.
        let first = try #require(run.frames.first)
        #expect(
            Array(first.prefix(4)) == [
                Rect(x: 0, y: 0, width: 128, height: 160), Rect(x: 131, y: 0, width: 128, height: 160),
                Rect(x: 262, y: 0, width: 128, height: 160), Rect(x: 0, y: 162, width: 128, height: 160),
            ])
    }

    @Test func aStoryboardCollectionViewsHeaderPrototypeIsRegisteredDequeuedAndPinned() async throws {
        var scenario = staleScenario()
        scenario.script = [.drag(by: 300, durationMs: 300), .wait(ms: 100)]
        let run = scenario
        let result = try await onNewThread {
            try SupplementaryViewTests.run(StoryboardMomentsGallery.self, scenario: run)
        }
        #expect(result.stop == nil)
        #expect(result.metrics.gallery.outcomes.isEmpty, "\(result.metrics.gallery.messages)")
        let first = try #require(result.frames.first)
        let header = try #require(first.views.first)
        #expect(header.frame == Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(header.text == "Moment 1" && header.state == .correct)
        // Below the header, the prototype cells: 128 points, three to a line.
        #expect(first.cells.first?.frame == Rect(x: 0, y: 44, width: 128, height: 128))
        // The layout pins headers (sectionHeadersPinToVisibleBounds="YES"): 300 points down, moment 1's is on top.
        let last = try #require(result.frames.last)
        #expect(last.offset >= 299 && last.views.first?.frame.y == 0 && last.views.first?.text == "Moment 1")
    }

    @Test func aStoryboardTableScenesPrototypeRowsShowTheirPhotos() async throws {
        let runs = try await onNewThread {
            try [runGallery(StoryboardRowsGallery.self), runGallery(StoryboardRowsGallery.self)]
        }
        Self.expectCorrect(runs[0].metrics)
        #expect(runs[0].timeline == runs[1].timeline)
        let laid = try await onNewThread { try LayoutRunTests.run(StoryboardRowsGallery.self) }
        // The scene's rowHeight: full-width rows 110 points tall.
        #expect(
            Array((laid.frames.first ?? []).prefix(2)) == [
                Rect(x: 0, y: 0, width: 390, height: 110), Rect(x: 0, y: 110, width: 390, height: 110),
            ])
    }

    @Test func rendersAreByteIdenticalWithOneAndTwoWorkers() async throws {
        let feed = try await CallbackGalleryTests.renders(PhotoFeedGallery.self)
        #expect(feed.stale == 0 && feed.correct > 0)
        let storyboard = try await CallbackGalleryTests.renders(StoryboardPhotosGallery.self)
        #expect(storyboard.stale == 0 && storyboard.correct > 0)
        let grid = try await CallbackGalleryTests.renders(GridPhotosGallery.self)
        #expect(grid.stale == 0 && grid.correct > 0)
        let buggy = try await CallbackGalleryTests.renders(BuggyFeedGallery.self)
        #expect(buggy.stale > 0)
    }

    static func expectCorrect(_ metrics: Metrics, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(metrics.count(.correct) > 0, sourceLocation: sourceLocation)
        #expect(metrics.count(.stale) == 0, sourceLocation: sourceLocation)
        #expect(metrics.count(.wrongText) == 0, sourceLocation: sourceLocation)
        #expect(metrics.gallery.outcomes["error", default: 0] == 0, sourceLocation: sourceLocation)
        #expect(metrics.gallery.outcomes["escape", default: 0] == 0, sourceLocation: sourceLocation)
    }
}
