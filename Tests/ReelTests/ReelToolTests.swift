import CatalogueOracle
import Foundation
import ReelCore
import ReelKit
import ReelTestSupport
import Synchronization
import Testing

@testable import ReelCLI

/// A gallery of "user code" for the tests: the naive binding, counting how often the run asked it to configure a cell.
struct CountingGallery: BindingStrategy {
    /// How many cells all galleries made from one `Counter` configured.
    final class Counter: Sendable {
        let configured = Mutex(0)
        var value: Int { configured.withLock { $0 } }
    }

    let counter: Counter
    let naive = NaiveBinding()

    var kind: BindingStrategyKind { naive.kind }

    func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World) {
        naive.prepareForReuse(cell: cellID, in: &world)
    }

    func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World) {
        counter.configured.withLock { $0 += 1 }
        naive.configure(cell: cellID, itemAt: index, in: &world)
    }

    func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        naive.loadFinished(completion, in: &world)
    }
}

/// A gallery whose code did something the run cannot go on from, from its first frame (as a ReelKit gallery whose
/// snapshot identifier maps to no item).
struct StoppingGallery: BindingStrategy {
    let naive = NaiveBinding()

    var stop: UserCodeStop? { UserCodeStop(gallery: "stopping", message: "apply: the identifier 7 maps to no item") }

    func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World) {}

    func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World) {
        naive.configure(cell: cellID, itemAt: index, in: &world)
    }

    func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {}
}

/// `ReelTool`, the library entry behind `reel` and a user's own tool, run in this process with a catalogue holding a
/// test gallery.
@Suite(.tags(.endToEnd)) struct ReelToolTests {
    /// Three frames of six synthetic items, run by the gallery `name` (or the built-in naive binding when nil).
    static func scenario(gallery name: String?) -> String {
        let gallery = name.map { #", "gallery": "\#($0)""# } ?? ""
        return #"{"name": "tool", "binding": "naive"\#(gallery), "#
            + #""canvas": {"width": 120, "height": 160, "scale": 1, "fps": 10}, "#
            + #""items": {"count": 6}, "script": [{"wait": {"ms": 200}}]}"#
    }

    /// A catalogue registering `counting` (a CountingGallery that counts into `counter`) and `other`.
    static func catalog(_ counter: CountingGallery.Counter) -> BindingCatalog {
        var catalog = BindingCatalog()
        catalog.register("counting") { _ in CountingGallery(counter: counter) }
        catalog.register("other") { _ in NaiveBinding() }
        return catalog
    }

    /// Runs the tool in this process on a thread of its own (a run blocks); the error it threw, or nil.
    static func run(
        _ arguments: [String], catalog: BindingCatalog, commandName: String? = nil
    ) async -> CommandError? {
        await withCheckedContinuation { (continuation: CheckedContinuation<CommandError?, Never>) in
            Thread {
                do throws(CommandError) {
                    try ReelTool.run(arguments, catalog: catalog, commandName: commandName)
                    continuation.resume(returning: nil)
                } catch {
                    continuation.resume(returning: error)
                }
            }.start()
        }
    }

    @Test func aScenarioNamingARegisteredGalleryRunsItAndDrawsWhatTheSameBindingDraws() async throws {
        let counter = CountingGallery.Counter()
        let galleryFile = try Fixture.writeScenario(Self.scenario(gallery: "counting"), label: "tool-gallery")
        let plainFile = try Fixture.writeScenario(Self.scenario(gallery: nil), label: "tool-plain")
        let (galleryOut, plainOut) = (Fixture.temporaryFolder("tool-gallery-out"), Fixture.temporaryFolder("tool-out"))
        defer {
            for path in [galleryFile, plainFile, galleryOut.path, plainOut.path] {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        let options = ["--workers", "1", "--quiet"]
        let catalog = Self.catalog(counter)
        let error = await Self.run(["render", galleryFile, "--out", galleryOut.path] + options, catalog: catalog)
        #expect(error == nil, "\(String(describing: error))")
        #expect(counter.value > 0)
        #expect(FileManager.default.fileExists(atPath: galleryOut.appendingPathComponent("manifest.json").path))
        let configured = counter.value

        // The built-in catalogue runs the scenario's `binding` (naive too): the same cells and timeline.
        #expect(await Self.run(["render", plainFile, "--out", plainOut.path] + options, catalog: .builtIn) == nil)
        #expect(counter.value == configured)
        for name in ["cells.csv", "timeline.jsonl"] {
            let gallery = try Data(contentsOf: galleryOut.appendingPathComponent(name))
            let plain = try Data(contentsOf: plainOut.appendingPathComponent(name))
            #expect(gallery == plain, "\(name)")
        }
    }

    @Test(arguments: [["render"], ["compare", "--vary", "prefetch.lead_screens=0,2"], ["check"], ["validate"]])
    func anUnknownGalleryIsBadInputInOneLineAndWritesNothing(command: [String]) async throws {
        let counter = CountingGallery.Counter()
        let file = try Fixture.writeScenario(Self.scenario(gallery: "countng"), label: "tool-unknown")
        let out = Fixture.temporaryFolder("tool-unknown-out")
        defer { try? FileManager.default.removeItem(atPath: file) }
        var arguments = [command[0], file] + command.dropFirst()
        if command[0] == "check" { arguments += ["--goldens", out.appendingPathComponent("goldens").path] }
        if command[0] != "validate" { arguments += ["--out", out.path] }
        let error = await Self.run(arguments, catalog: Self.catalog(counter), commandName: "gallery-reel")
        let expected =
            "gallery-reel: error: \(file): $.gallery: no gallery named \"countng\": expected one of counting, other"
        #expect(error?.exitCode == 2)
        #expect(error?.line(commandName: "gallery-reel") == expected)
        #expect(counter.value == 0)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aGalleryThatStopsTheRunIsBadInputAndLeavesNoManifest() async throws {
        let file = try Fixture.writeScenario(Self.scenario(gallery: "stopping"), label: "tool-stop")
        let out = Fixture.temporaryFolder("tool-stop-out")
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(at: out)
        }
        var catalog = BindingCatalog()
        catalog.register("stopping") { _ in StoppingGallery() }
        let error = await Self.run(
            ["render", file, "--out", out.path, "--quiet"], catalog: catalog, commandName: "gallery-reel")
        #expect(error?.exitCode == 2)
        #expect(
            error?.line(commandName: "gallery-reel")
                == "gallery-reel: error: gallery \"stopping\": apply: the identifier 7 maps to no item")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.json").path))
    }

    @Test func checkRunsTheGalleryForItsGoldens() async throws {
        let counter = CountingGallery.Counter()
        let file = try Fixture.writeScenario(Self.scenario(gallery: "counting"), label: "tool-check")
        let folder = Fixture.temporaryFolder("tool-check-out")
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(at: folder)
        }
        let (goldens, out) = (folder.appendingPathComponent("goldens"), folder.appendingPathComponent("out"))
        let arguments = ["check", file, "--goldens", goldens.path, "--out", out.path, "--workers", "1", "--quiet"]
        #expect(await Self.run(arguments, catalog: Self.catalog(counter)) == nil)
        let recorded = counter.value
        #expect(recorded > 0)
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("tool/manifest.json").path))
        // The second check renders through the gallery again and matches the golden it recorded.
        #expect(await Self.run(arguments + ["--update", "none"], catalog: Self.catalog(counter)) == nil)
        #expect(counter.value == 2 * recorded)
    }

    @Test func validateAcceptsARegisteredGallery() async throws {
        let file = try Fixture.writeScenario(Self.scenario(gallery: "other"), label: "tool-validate")
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(await Self.run(["validate", file], catalog: Self.catalog(CountingGallery.Counter())) == nil)
    }

    @Test func compareRefusesStrategiesForAGalleryScenario() async throws {
        let file = try Fixture.writeScenario(Self.scenario(gallery: "other"), label: "tool-compare")
        let out = Fixture.temporaryFolder("tool-compare-out")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let arguments = ["compare", file, "--strategies", "naive,reconfigure", "--out", out.path]
        let error = await Self.run(arguments, catalog: Self.catalog(CountingGallery.Counter()))
        #expect(error?.exitCode == 2)
        #expect(error?.message == "reel: error: --strategies: \(file) runs gallery \"other\", not a built-in binding")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func helpShowsTheToolsOwnName() {
        let help = ToolContext.$current.withValue(ToolContext(catalog: .builtIn, commandName: "gallery-reel")) {
            ReelCommand.helpMessage()
        }
        #expect(help.contains("USAGE: gallery-reel <subcommand>"), "\(help)")
        #expect(ReelCommand.helpMessage().contains("USAGE: reel <subcommand>"))
    }

    @Test func plainReelKnowsNoGallery() async throws {
        let file = try Fixture.writeScenario(Self.scenario(gallery: "counting"), label: "reel-gallery")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try await runReel(["validate", file])
        #expect(result.status == 2)
        let expected = "reel: error: \(file): $.gallery: no gallery named \"counting\": this tool registers none\n"
        #expect(result.stderr == expected, "\(result.stderr)")
        let help = try await runReel(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: reel <subcommand>"), "\(help.stdout)")
    }
}
