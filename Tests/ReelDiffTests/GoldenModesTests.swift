import ReelDiff
import Testing

@Suite struct GoldenModesTests {
    @Test func updateModeComesFromTheOptionThenTheEnvironment() throws {
        #expect(try UpdateMode.resolve(nil, environment: [:]) == .missing)
        #expect(try UpdateMode.resolve(nil, environment: ["REEL_UPDATE": "none"]) == .never)
        #expect(try UpdateMode.resolve(.all, environment: ["REEL_UPDATE": "none"]) == .all)
        #expect(throws: UpdateModeError.self) { try UpdateMode.resolve(nil, environment: ["REEL_UPDATE": "sometimes"]) }
    }

    @Test func actionsFollowPlaywright() {
        #expect(GoldenAction.decide(exists: false, passed: false, mode: .missing) == .record)
        #expect(GoldenAction.decide(exists: false, passed: false, mode: .never) == .failMissing)
        #expect(GoldenAction.decide(exists: true, passed: true, mode: .changed) == .pass)
        #expect(GoldenAction.decide(exists: true, passed: false, mode: .missing) == .fail)
        #expect(GoldenAction.decide(exists: true, passed: false, mode: .changed) == .update)
        #expect(GoldenAction.decide(exists: true, passed: false, mode: .all) == .update)
        #expect(GoldenAction.decide(exists: true, passed: true, mode: .all) == .pass)
    }

    @Test func shardsPartitionTheSortedListWhateverTheOrder() throws {
        let paths = (0..<11).map { "scenarios/s\($0).json" }
        let shards = (1...3).map { Shard(parsing: "\($0)/3")! }
        let picked = shards.map { $0.select(paths) }
        #expect(picked.flatMap { $0 }.sorted() == paths.sorted())
        #expect(Set(picked[0]).isDisjoint(with: picked[1]))
        #expect(shards[1].select(paths.reversed()) == picked[1])
        #expect(picked.map(\.count) == [4, 4, 3])
        for bad in ["0/3", "4/3", "1/0", "a/b", "1"] { #expect(Shard(parsing: bad) == nil) }
    }
}
