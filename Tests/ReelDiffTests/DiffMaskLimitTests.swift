import Testing

@testable import ReelDiff

/// A `--mask` whose corner sums would overflow is refused when parsed, never a trap while comparing.
@Suite struct DiffMaskLimitTests {
    @Test(arguments: [
        "1,1,9223372036854775807,9223372036854775807", "9223372036854775807,0,1,1", "0,0,16777217,1",
        "0,0,1,99999999999999999999",
    ])
    func hugeMasksAreRejected(text: String) {
        #expect(DiffMask(parsing: text) == nil)
    }

    @Test func theLargestMaskIsAcceptedAndContainsItsCorner() throws {
        let side = DiffMask.maxCoordinate
        let mask = try #require(DiffMask(parsing: "\(side),\(side),\(side),\(side)"))
        #expect(mask.rect.contains(2 * side - 1, 2 * side - 1))
        #expect(!mask.rect.contains(2 * side, 0))
    }
}
