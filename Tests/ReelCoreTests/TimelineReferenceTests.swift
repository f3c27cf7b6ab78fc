import Foundation
import ReelTestSupport
import Testing

@testable import ReelCore

/// docs/timeline-reference.md is generated from the events' declarations (`TimelineEvent.line`); this fails when the
/// committed text differs, and `REEL_UPDATE=changed` rewrites it instead.
@Suite(.tags(.reference)) struct TimelineReferenceTests {
    @Test func theCommittedReferenceIsTheOneTheEventsGenerate() throws {
        let generated = TimelineEventKind.markdownReference()
        try GeneratedText(
            "timeline-events", in: "docs/timeline-reference.md", from: "TimelineEvent.line", wholeFile: true
        )
        .check(generated)
        for kind in TimelineEventKind.allCases {
            #expect(generated.contains("| `\(kind.rawValue)` |"))
            for entry in kind.example.line.fields {
                #expect(generated.contains("| | `\(entry.field.name)` | \(entry.doc) |"), "\(kind.rawValue)")
            }
        }
    }

    @Test func thePagesThatDescribeTheTimelineLinkToIt() throws {
        for page in ["docs/commands.md", "docs/metrics.md"] {
            let text = try String(contentsOf: GeneratedText.repository.appendingPathComponent(page), encoding: .utf8)
            #expect(text.contains("(timeline-reference.md)"), "\(page) does not link to timeline-reference.md")
        }
    }
}
