import Testing

@testable import ReelKit

/// The image libraries' memory caches share one eviction: least recently used first (by accesses, ties by key), while
/// the caller's limit is passed.
@Suite struct RecencyCacheTests {
    @Test func theLeastRecentlyUsedGoFirst() {
        let cache = RecencyCache<Int>()
        let overTen: (Int, Int) -> Bool = { cost, _ in cost > 10 }
        cache.insert(1, forKey: "a", cost: 4, evictingWhile: overTen)
        cache.insert(2, forKey: "b", cost: 4, evictingWhile: overTen)
        #expect(cache.value(forKey: "a") == 1)  // "a" is now more recent than "b"
        cache.insert(3, forKey: "c", cost: 4, evictingWhile: overTen)
        #expect(!cache.contains("b"))
        #expect(cache.contains("a") && cache.contains("c"))
        #expect(cache.totalCost == 8 && cache.count == 2)
    }

    @Test func replacingAValueReplacesItsCostAndLimitsCanBeLowered() {
        let cache = RecencyCache<String>()
        cache.insert("x", forKey: "k", cost: 5) { _, _ in false }
        cache.insert("y", forKey: "k", cost: 2) { _, _ in false }
        #expect(cache.totalCost == 2 && cache.value(forKey: "k") == "y")
        for key in ["m", "n", "o"] { cache.insert(key, forKey: key, cost: 1) { _, _ in false } }
        cache.evict { _, count in count > 2 }
        #expect(cache.count == 2 && cache.contains("n") && cache.contains("o"))
        #expect(cache.remove(forKey: "n") && !cache.remove(forKey: "n"))
        #expect(cache.removeAll() && cache.totalCost == 0)
    }
}
