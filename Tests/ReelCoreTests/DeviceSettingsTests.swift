import Foundation
import Testing

@testable import ReelCore

/// `device` and `safe_area`: a device sets the canvas and the safe area, a file's own values override single ones,
/// insets that leave no screen are refused in one line, and the content of a run rests inside the safe area.
@Suite struct DeviceSettingsTests {
    @Test func aDeviceSetsTheCanvasAndTheSafeAreaAndAFilesCanvasOverridesSingleValues() throws {
        let phone = try ScenarioJSON.decode(#"{"name": "s", "device": "iphone-15", "script": []}"#)
        #expect(phone.canvas == Canvas(width: 393, height: 852, scale: 3, fps: 60))
        #expect(phone.safeArea == EdgeInsets(top: 59, bottom: 34))
        #expect(phone.device == .iPhone15)
        let scaled = try ScenarioJSON.decode(
            #"{"name": "s", "device": "iphone-se", "canvas": {"scale": 1}, "safe_area": {"top": 0}, "script": []}"#)
        #expect(scaled.canvas == Canvas(width: 375, height: 667, scale: 1, fps: 60))
        #expect(scaled.safeArea == .zero)
        // Every device fits its own screen and has a name a matrix can use.
        for device in Device.allCases where device != .custom {
            let scenario = try Scenario.defaults.setting("device", text: device.rawValue)
            #expect(scenario.safeArea.top > 0 && scenario.canvas.height > 600, "\(device)")
            #expect(PathName.scenarioNameProblem("s.device-\(device.rawValue)") == nil)
        }
        // `custom` leaves the canvas as it is.
        #expect(try Scenario.defaults.setting("device", text: "custom").canvas == Canvas())
    }

    @Test func insetsThatLeaveNoScreenAreRefusedInOneLineNamingTheKey() throws {
        let tall = ScenarioJSON.error(
            #"{"name": "s", "canvas": {"height": 500}, "safe_area": {"top": 300, "bottom": 250}, "script": []}"#)
        #expect(tall?.description.contains("$.safe_area.bottom") == true, "\(String(describing: tall))")
        #expect(tall?.description.contains("expected top + bottom below canvas.height (500), got 550") == true)
        let small = ScenarioJSON.error(#"{"name": "s", "device": "iphone-15", "canvas": {"height": 90}, "script": []}"#)
        #expect(small?.description.contains("$.canvas.height") == true, "\(String(describing: small))")
        // Given after the file (`--vary`, `--matrix`), the safe area's own rule answers first, not the canvas's.
        let narrow = try Scenario.defaults.setting("canvas.width", text: "200").setting("safe_area.right", text: "150")
        do {
            _ = try narrow.setting("safe_area.left", text: "60")
            Issue.record("expected an error")
        } catch {
            #expect(error.key == "safe_area.right" && error.message.contains("got 210"), "\(error)")
        }
        #expect(ScenarioJSON.error(#"{"name": "s", "device": "iphone-99", "script": []}"#) != nil)
    }

    @Test func theContentRestsBelowTheTopInsetAndEndsAboveTheBottomOne() throws {
        var scenario = scrollScenario(.cancelClearVerify)
        scenario.safeArea = EdgeInsets(top: 59, bottom: 34)
        scenario.items = .synthetic(count: 60)
        scenario.script = [.wait(ms: 50), .fling(velocity: 30_000, deceleration: .normal), .wait(ms: 5_000)]
        let (steps, sim) = try run(scenario)
        // Flung to the end, the content rests with its end 34 points above the bottom.
        #expect(sim.scrollOffset == sim.scroll.maxOffset)
        let content = sim.layout.contentHeight
        #expect(abs(sim.scroll.maxOffset - (content + 34 - 844)) < 1e-9)
        #expect(!steps.isEmpty)
        // The offset starts at -59, as UIKit's contentOffset does: the first row sits 59 points down the screen.
        var fresh = try Simulation(scenario: scenario, template: photoGrid())
        #expect(fresh.scrollOffset == -59)
        _ = fresh.step { _ in .success(bytes: 1000) }
    }

    @Test func scrollToPutsTheItemJustBelowTheTopInset() throws {
        var scenario = scrollScenario(.cancelClearVerify)
        scenario.safeArea = EdgeInsets(top: 47, bottom: 34)
        scenario.script = [.scrollTo(item: .index(30), animated: false), .wait(ms: 50)]
        let (_, sim) = try run(scenario)
        #expect(sim.scrollOffset == sim.layout.frame(at: 30).minY - 47)
    }

    @Test func theScrollIndicatorKeepsClearOfTheInsets() throws {
        let inset = ContentInset(top: 59, bottom: 34)
        let top = try #require(
            ScrollIndicator.knob(
                viewportWidth: 390, viewportHeight: 844, contentHeight: 5_000, offset: -59, inset: inset))
        let bottom = try #require(
            ScrollIndicator.knob(
                viewportWidth: 390, viewportHeight: 844, contentHeight: 5_000, offset: 5_000 + 34 - 844, inset: inset))
        let (topEdge, bottomEdge): (Double, Double) = (59 + 3, 844 - 34 - 3)
        #expect(abs(top.minY - topEdge) < 1e-9, "\(top)")
        #expect(abs(bottom.maxY - bottomEdge) < 1e-9, "\(bottom)")
    }
}
