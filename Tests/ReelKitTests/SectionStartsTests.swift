import Foundation
import Testing

@testable import ReelKit

/// Index paths from flat indices and back through the sections' prefix sums agree with walking the sections, empty
/// sections included.
@Suite struct SectionStartsTests {
    @Test(arguments: [1, 2, 3])
    func agreesWithAWalkOverTheSections(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let counts = (0..<200).map { _ in Int(random.next() % 5) }
        let starts = SectionStarts(counts: counts)
        var flat = 0
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                #expect(starts.indexPath(ofFlatIndex: flat) == IndexPath(item: item, section: section))
                #expect(starts.flatIndex(of: IndexPath(item: item, section: section)) == flat)
                flat += 1
            }
            #expect(starts.flatIndex(of: IndexPath(item: count, section: section)) == nil)
        }
        #expect(starts.indexPath(ofFlatIndex: flat) == nil && starts.indexPath(ofFlatIndex: -1) == nil)
        #expect(starts.flatIndex(of: IndexPath(item: 0, section: counts.count)) == nil)
    }
}

/// SplitMix64, for the test's section counts.
private struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
