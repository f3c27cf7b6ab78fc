import ReelTesting
import XCTest

/// ReelTesting from XCTest: a mismatch is a thrown error, which XCTest records as a failure.
final class XCTestUsageTests: XCTestCase {
    func testQuickstartTimelineMatchesItsGolden() async throws {
        try await assertGolden(
            of: Paths.scenario("stale-fixed-small"), as: .scenarioFile(.timeline()), named: "stale-fixed-small",
            goldens: Paths.goldens
        )
    }
}
