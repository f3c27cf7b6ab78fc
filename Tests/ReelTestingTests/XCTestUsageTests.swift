import Foundation
import ReelTesting
import XCTest

/// ReelTesting from XCTest: a mismatch, or a golden just recorded, is a failure at the `assertGolden` call's file and
/// line.
final class XCTestUsageTests: XCTestCase {
    /// Failures seen while `expectingFailures` is set, kept instead of failing the test.
    private var caught: [(description: String, file: String, line: Int)] = []
    private var expectingFailures = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine line: Int,
        expected: Bool
    ) {
        guard expectingFailures else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: line, expected: expected)
        }
        caught.append((description, filePath, line))
    }

    func testQuickstartTimelineMatchesItsGolden() async throws {
        try await assertGolden(
            of: Paths.scenario("stale-fixed-small"), as: .scenarioFile(.timeline()), named: "stale-fixed-small",
            goldens: Paths.goldens
        )
    }

    func testAMissingGoldenFailsAtTheCallersFileAndLine() async throws {
        let goldens = try Paths.temporary("xctest-record")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let path = try writeTinyScenario(in: goldens)
        expectingFailures = true
        let line = #line + 1
        try await assertGolden(of: path, as: .scenarioFile(.timeline()), named: "tiny", goldens: goldens)
        expectingFailures = false
        XCTAssertEqual(caught.count, 1)
        XCTAssertEqual(caught.first?.file, #filePath)
        XCTAssertEqual(caught.first?.line, line)
        XCTAssertTrue(caught.first?.description.contains("tiny: recorded a new golden in") == true)
        try await assertGolden(of: path, as: .scenarioFile(.timeline()), named: "tiny", goldens: goldens)
    }
}
