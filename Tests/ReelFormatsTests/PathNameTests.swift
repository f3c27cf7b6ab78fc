import ReelTestSupport
import Testing

@testable import ReelFormats

/// The one name rule (`PathName`) against names built to hide a separator or a dot-name from a check by characters.
@Suite struct PathNameTests {
    static let hostile = HostileNames.all

    @Test(arguments: hostile) func noScenarioNamePasses(_ name: String) {
        #expect(!PathName.isScenarioName(name), "\(name.unicodeScalars.map { $0.value })")
        #expect(PathName.scenarioNameProblem(name) != nil)
    }

    /// A manifest's file names: any name without a separator byte, dot-name, control, format or joining scalar.
    @Test func fileComponentsRefuseSeparatorsDotNamesAndJoiningScalars() {
        let refused = Self.hostile.filter {
            $0.utf8.contains(UInt8(ascii: "/")) || ["", ".", ".."].contains($0)
                || $0.unicodeScalars.contains { ["\u{0}", "\u{200D}", "\u{202E}", "\u{0301}", "\t"].contains($0) }
        }
        #expect(refused.count >= 15)
        for name in refused { #expect(!PathName.isFileComponent(name), "\(name.unicodeScalars.map(\.value))") }
        #expect(PathName.isFileComponent("frames.mkv"))
        #expect(PathName.isFileComponent(".frames.mkv.tmp"), "a dot file inside the folder stays inside it")
    }

    @Test func relativePathsSplitOnTheSeparatorByte() {
        #expect(PathName.relativeComponents("frames/000001.png") == ["frames", "000001.png"])
        #expect(PathName.relativeComponents("frames/\u{0D4E}/../../x") == nil)
        #expect(PathName.relativeComponents("\u{0D4E}/etc/passwd") == nil)
        #expect(PathName.relativeComponents("/etc/passwd") == nil)
        #expect(PathName.relativeComponents("a//b") == nil)
        #expect(PathName.relativeComponents("a/./b") == nil)
    }

    @Test(arguments: hostile) func folderNamesHoldNoSeparatorAndNoDotName(_ name: String) {
        let folder = PathName.folderName(name)
        #expect(!folder.utf8.contains(UInt8(ascii: "/")))
        #expect(folder.utf8.first != UInt8(ascii: "."))
        #expect(!folder.isEmpty)
        #expect(folder.unicodeScalars.allSatisfy { PathName.isNameScalar($0) || $0 == "=" })
    }

    @Test func namesAppsUseStayValid() {
        for name in ["quickstart", "stale-naive", "feed_2.v1", "写真", "Фото", "caf\u{E9}", "ギャラリー"] {
            #expect(PathName.isScenarioName(name), "\(name)")
        }
        // A decomposed accent is a combining scalar: the precomposed letter is the name's form.
        #expect(!PathName.isScenarioName("cafe\u{301}"))
        #expect(PathName.folderName("network.seed=42") == "network.seed=42")
        #expect(PathName.folderName("k=1/2") == "k=1_2")
        #expect(PathName.isScenarioName(String(repeating: "a", count: PathName.maxScenarioNameBytes)))
        #expect(!PathName.isScenarioName(String(repeating: "a", count: PathName.maxScenarioNameBytes + 1)))
    }

    @Test func problemsNameTheScalar() {
        #expect(PathName.scenarioNameProblem("\u{0D4E}/etc") == "holds U+0D4E, which a name cannot hold")
        #expect(PathName.scenarioNameProblem("a/b") == "holds '/' (U+002F), which a name cannot hold")
        #expect(PathName.scenarioNameProblem(".x") == "starts with '.'")
    }
}
