import Foundation
import ReelCore
import Testing

@testable import ReelKit

/// Headers, footers and decoration views: dequeued by kind from the layout's elements on screen, reused, given
/// `prepareForReuse()`, configured by the data source, judged against a view configured for their element alone,
/// drawn and logged with their kind.
@Suite(.serialized) struct SupplementaryViewTests {
    struct Run: Sendable {
        var frames: [FrameState] = []
        var timeline: [String] = []
        var metrics: Metrics
        var stop: UserCodeStop?

        /// Every visible view of every frame, with the frame's offset.
        var views: [(offset: Double, view: VisibleView)] {
            frames.flatMap { frame in frame.views.map { (frame.offset, $0) } }
        }
    }

    static func run<Gallery: ReelGallery>(_ gallery: Gallery.Type, scenario: Scenario = staleScenario()) throws -> Run {
        var catalog = BindingCatalog()
        catalog.register(gallery, as: "test")
        var scenario = scenario
        scenario.gallery = "test"
        var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
        var run = Run(metrics: Metrics())
        while !sim.isFinished, sim.userCodeStop == nil {
            let step = sim.step { _ in .success(bytes: 1000) }
            run.frames.append(step.frame)
            run.timeline += step.events.map(\.jsonLine)
        }
        run.timeline += sim.finish().map(\.jsonLine)
        run.metrics = sim.metrics
        run.stop = sim.userCodeStop
        return run
    }

    static let headerKind = "UICollectionElementKindSectionHeader"

    @Test func headersTakeTheirPlaceAndShowTheirSectionsTitles() async throws {
        let run = try await onNewThread { try Self.run(HeaderGallery.self) }
        #expect(run.stop == nil)
        #expect(run.metrics.gallery.outcomes.isEmpty, "\(run.metrics.gallery.messages)")
        let first = try #require(run.frames.first)
        let header = try #require(first.views.first)
        #expect(header.element == SupplementaryKey(kind: Self.headerKind, section: 0, item: nil))
        #expect(header.frame == Rect(x: 0, y: 0, width: 390, height: 40))
        #expect(header.text == "Section 0" && header.state == .correct)
        // Ten rows of 110 points and the insets: section 1's header starts at 40 + 8 + 1_090 + 8.
        let second = try #require(run.views.first { $0.view.element.section == 1 })
        #expect(second.view.frame.y + second.offset == 1_146)
        #expect(run.metrics.gallery.views.created > 0 && run.metrics.gallery.views.reused > 0)
        #expect(run.metrics.gallery.views.frames[.wrongText, default: 0] == 0)
        #expect(run.timeline.contains { $0.contains(#""event":"view-dequeue""#) && $0.contains(#""reused":true"#) })
    }

    @Test func aReusedHeaderKeepingAnotherSectionsTitleIsWrongText() async throws {
        let run = try await onNewThread { try Self.run(StaleHeaderGallery.self) }
        #expect(run.stop == nil)
        let wrong = run.views.filter { $0.view.state == .wrongText }.map(\.view)
        #expect(!wrong.isEmpty)
        // Only untitled sections' headers are wrong, each showing another section's title.
        #expect(wrong.allSatisfy { $0.element.section % 3 == 1 })
        #expect(wrong.allSatisfy { $0.text.hasPrefix("Section ") })
        #expect(run.metrics.gallery.views.frames[.wrongText, default: 0] == wrong.count)
        #expect(
            run.timeline.contains {
                $0.contains(#""event":"view-state""#) && $0.contains(#""to":"wrong_text""#)
                    && $0.contains(#""kind":"header""#)
            })
        let again = try await onNewThread { try Self.run(StaleHeaderGallery.self) }
        #expect(again.timeline == run.timeline)
        #expect(again.frames == run.frames)
    }

    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionShows() async throws {
        var scenario = staleScenario()
        scenario.script = [.drag(by: 500, durationMs: 500), .wait(ms: 200)]
        let run = try await onNewThread { [scenario] in try Self.run(PinnedHeaderGallery.self, scenario: scenario) }
        let last = try #require(run.frames.last)
        #expect(last.offset >= 400)
        let header = try #require(last.views.first { $0.element.section == 0 })
        #expect(header.frame.y == 0)
    }

    @Test func classicDataSourceHeadersAndFootersAndTheDelegateCallbacks() async throws {
        let run = try await onNewThread { try Self.run(ClassicHeaderGallery.self) }
        #expect(run.stop == nil)
        #expect(run.metrics.gallery.outcomes.isEmpty, "\(run.metrics.gallery.messages)")
        let kinds = Set(run.views.map { SupplementaryFrame.logName(ofKind: $0.view.element.kind) })
        #expect(kinds == ["header", "footer"])
        #expect(run.views.allSatisfy { $0.view.state == .correct })
        #expect(run.views.contains { $0.view.text == "Photos 2" })
        #expect(run.timeline.contains { $0.contains(#""event":"view-end-display""#) })
    }

    @Test func compositionalPinnedHeadersOfListCellsAndBackgroundDecorations() async throws {
        let run = try await onNewThread { try Self.run(CompositionalHeaderGallery.self) }
        #expect(run.stop == nil)
        #expect(run.metrics.gallery.outcomes.isEmpty, "\(run.metrics.gallery.messages)")
        let first = try #require(run.frames.first)
        let background = try #require(first.views.first { $0.category == .decoration })
        #expect(background.element.kind == "section-background")
        // The decoration is the section's whole height: its header and ten rows of a third of the width.
        #expect(background.frame == Rect(x: 0, y: 0, width: 390, height: 44 + 1_300))
        let header = try #require(first.views.first { $0.category == .supplementary })
        #expect(header.text == "Day 1" && header.state == .correct)
        // Pinned: every frame's first header is at the top of the screen.
        for frame in run.frames {
            let top = frame.views.filter { $0.category == .supplementary }.map(\.frame.y).min()
            #expect(top.map { $0 <= 0.5 } ?? true)
        }
    }

    @Test func headersFromAXibRegistration() async throws {
        let run = try await onNewThread { try Self.run(NibHeaderGallery.self) }
        #expect(run.stop == nil)
        #expect(run.metrics.gallery.outcomes.isEmpty, "\(run.metrics.gallery.messages)")
        #expect(run.frames.first?.views.first?.text == "From the xib 0")
        #expect(run.views.allSatisfy { $0.view.state == .correct })
    }

    @Test func headersOnScreenAreConfiguredAgainWhenASnapshotMovesTheirSections() async throws {
        var scenario = staleScenario()
        scenario.script = [.wait(ms: 200), .call(name: "reverse"), .wait(ms: 200)]
        let run = scenario
        let result = try await onNewThread { try Self.run(ReversingSectionsGallery.self, scenario: run) }
        #expect(result.stop == nil)
        #expect(result.metrics.gallery.outcomes.isEmpty, "\(result.metrics.gallery.messages)")
        #expect(result.frames.first?.views.first?.text == "Section 0")
        // After the apply, the top header is the last section's, shown by a view configured for it.
        let last = try #require(result.frames.last?.views.first)
        #expect(last.text == "Section 9" && last.state == .correct)
    }

    @Test func aListsSupplementaryHeaderModeAsksForHeaders() async throws {
        let result = try await onNewThread { try Self.run(ListHeaderGallery.self) }
        #expect(result.stop == nil, "\(result.stop?.message ?? "")")
        #expect(result.metrics.gallery.outcomes.isEmpty, "\(result.metrics.gallery.messages)")
        let header = try #require(result.frames.first?.views.first)
        #expect(header.text == "Album 1" && header.frame == Rect(x: 0, y: 0, width: 390, height: 28))
        #expect(result.frames.first?.cells.first?.frame.minY == 28)
    }
}
