import Foundation
import ReelCore
import Testing

@testable import ReelKit

/// Self-sizing cells as tall as their own constraints say (`preferredLayoutAttributesFitting`), once configured,
/// with the top visible row kept in place as heights change.
@Suite(.serialized) struct SelfSizingCellTests {
    @Test func rowsAreAsTallAsTheirCellsConstraints() async throws {
        var scenario = staleScenario()
        scenario.script = [.wait(ms: 100), .fling(velocity: 3_000, deceleration: .normal), .wait(ms: 1_500)]
        let run = scenario
        let result = try await onNewThread { try CustomLayoutRunTests.run(ConstrainedRowGallery.self, scenario: run) }
        #expect(result.stop == nil)
        var checked = 0
        for (number, frame) in result.frames.enumerated() {
            for cell in frame {
                let expected = Double(ConstrainedRowCell.height(of: String(cell.index)))
                #expect(cell.frame.height == expected, "frame \(number), item \(cell.index)")
                checked += 1
            }
        }
        #expect(checked > 200)
        // Rows touch: each starts where the one above ends.
        let first = try #require(result.frames.first)
        for (above, below) in zip(first, first.dropFirst()) {
            #expect(abs(below.frame.minY - above.frame.maxY) < 1e-9)
        }
        let again = try await onNewThread { try CustomLayoutRunTests.run(ConstrainedRowGallery.self, scenario: run) }
        #expect(again.timeline == result.timeline)
    }

    @Test(arguments: ["compositional", "flow"])
    func rowsOfEstimatedHeightInSeveralSectionsAreAsTallAsTheirCells(layout: String) async throws {
        var scenario = staleScenario()
        scenario.script = [.wait(ms: 100), .fling(velocity: 6_000, deceleration: .normal), .wait(ms: 2_500)]
        let run = scenario
        let result = try await onNewThread {
            layout == "flow"
                ? try CustomLayoutRunTests.run(ConstrainedFlowSectionsGallery.self, scenario: run)
                : try CustomLayoutRunTests.run(ConstrainedSectionsGallery.self, scenario: run)
        }
        #expect(result.stop == nil, "\(result.stop?.message ?? "")")
        var checked = 0
        for (number, frame) in result.frames.enumerated() {
            for cell in frame {
                let expected = Double(ConstrainedRowCell.height(of: String(cell.index)))
                #expect(cell.frame.height == expected, "frame \(number), item \(cell.index)")
                checked += 1
            }
        }
        #expect(checked > 200)
        // Rows of a section touch; the next section starts after its 30-point header.
        let rows = result.frames.flatMap { $0 }
        let twentieth = try #require(rows.first { $0.index == 19 })
        let next = try #require(rows.first { $0.index == 20 })
        #expect(abs(next.frame.minY - (twentieth.frame.maxY + 30)) < 1e-9)
        let first = try #require(result.frames.first)
        #expect(first.first?.frame.minY == 30)
        let again = try await onNewThread {
            layout == "flow"
                ? try CustomLayoutRunTests.run(ConstrainedFlowSectionsGallery.self, scenario: run)
                : try CustomLayoutRunTests.run(ConstrainedSectionsGallery.self, scenario: run)
        }
        #expect(again.timeline == result.timeline)
    }

    @Test func automaticRowsOfATableOfTitledSectionsAreAsTallAsTheirCells() async throws {
        var catalog = BindingCatalog()
        catalog.register(as: "rows") { items in ConstrainedTableViewController(items: items) }
        var scenario = staleScenario()
        scenario.gallery = "rows"
        scenario.script = [.wait(ms: 100), .fling(velocity: 6_000, deceleration: .normal), .wait(ms: 2_500)]
        let run = scenario
        let frames = try await onNewThread { [catalog] () throws -> [[VisibleCell]] in
            var sim = try Simulation(scenario: run, template: photoGrid(), catalog: catalog)
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
            return frames
        }
        let rows = frames.flatMap { $0 }
        #expect(rows.count > 200)
        for row in rows { #expect(row.frame.height == Double(ConstrainedRowCell.height(of: row.itemID.rawValue))) }
        // A plain table's title header is 28 points: part 2 starts 28 points below part 1's last row.
        let last = try #require(rows.first { $0.itemIndex == 19 })
        let next = try #require(rows.first { $0.itemIndex == 20 })
        #expect(abs(next.frame.minY - (last.frame.maxY + 28)) < 1e-9)
    }
}
