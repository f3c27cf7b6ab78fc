import Foundation
import Reel
import ReelCore
import ReelTesting
import Testing

/// `LoadedScenario.setting(_:_:)`: a test's override of one setting, checked as a scenario file's value is.
@Suite struct SettingOverrideTests {
    @Test func anOverrideIsCheckedThroughTheTableAndAgainstTheTemplate() throws {
        let loaded = try LoadedScenario.load(path: Paths.scenario("quickstart-small"))
        let changed = try loaded.setting("prefetch.lead_screens", 3)
        #expect(changed.scenario.prefetch.leadScreens == 3)
        #expect(changed.template == loaded.template)
        let range = #expect(throws: SettingError.self) { try loaded.setting("prefetch.lead_screens", 50) }
        #expect(range?.description == "prefetch.lead_screens: expected a number in 0...20, got 50")
        // quickstart's photo-grid does not self-size: the template refuses what the table accepts.
        let grid = #expect(throws: InputError.self) { try loaded.setting("layout.estimated_height", 44) }
        #expect(grid?.path == "$.layout.estimated_height")
    }
}
