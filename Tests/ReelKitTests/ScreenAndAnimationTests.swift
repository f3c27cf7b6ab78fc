import Foundation
import ReelCore
import Synchronization
import Testing

@testable import ReelExecutors
@testable import ReelKit

/// The UIKit a screen's files use beside the collection view: block animations and transitions on reel's clock,
/// `UIScreen.main` and trait collections from the scenario's canvas.
@Suite(.serialized) struct ScreenAndAnimationTests {
    /// Animations of every form in a bare session; returns what ran, in order, with the virtual time of completions.
    static func program(session: ExecutorSession) -> [String] {
        let log = JobLog()
        session.run {
            MainActor.assumeIsolated {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let imageView = UIImageView()
                UIView.animate(withDuration: 0.25, animations: { view.alpha = 0.5 }) { finished in
                    log.add("fade done \(finished) at \(session.nowMs)")
                }
                log.add("alpha \(view.alpha) at once")
                UIView.animate(
                    withDuration: 0.1, delay: 0.2, options: [.curveEaseOut, .allowUserInteraction],
                    animations: { view.isHidden = true },
                    completion: { _ in log.add("delayed done at \(session.nowMs)") })
                log.add("hidden \(view.isHidden) at once")
                UIView.transition(
                    with: imageView, duration: 0.3, options: .transitionCrossDissolve,
                    animations: { imageView.image = UIImage(systemName: "photo") },
                    completion: { _ in log.add("dissolve done at \(session.nowMs)") })
                log.add("image set \(imageView.image != nil) at once")
                UIView.animate(withDuration: 0, animations: {}) { _ in log.add("instant done at \(session.nowMs)") }
                UIView.animate(
                    withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                    animations: {}, completion: { _ in log.add("spring done at \(session.nowMs)") })
                UIView.performWithoutAnimation { log.add("without animation") }
            }
            log.add("returned")
            session.drain()
            log.add("— drained")
            for t in stride(from: 16.0, through: 560, by: 16) {
                session.advance(to: t)
                session.drain()
            }
        }
        return log.all
    }

    @Test func animationsChangeTheViewsAtOnceAndCompleteOnVirtualTime() async throws {
        let runs = try await onNewThread {
            [Self.program(session: try ExecutorSession()), Self.program(session: try ExecutorSession())]
        }
        #expect(
            runs[0] == [
                "alpha 0.5 at once", "hidden true at once", "image set true at once", "without animation", "returned",
                "instant done at 0.0", "— drained", "fade done true at 256.0", "delayed done at 304.0",
                "dissolve done at 304.0", "spring done at 512.0",
            ])
        #expect(runs[1] == runs[0])
    }

    @Test func withoutASessionACompletionRunsLaterOnTheMainQueue() async {
        let finished: Bool = await withCheckedContinuation { continuation in
            Task { @MainActor in
                UIView.animate(withDuration: 0.01, animations: {}) { continuation.resume(returning: $0) }
            }
        }
        #expect(finished)
    }

    @MainActor
    @Test func outsideARunTheScreenIsReelsDefaultCanvas() {
        let screen = UIScreen.main
        #expect(screen === UIScreen.main, "one screen per app, as UIKit's")
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.scale == 2)
        #expect(screen.nativeBounds.size == CGSize(width: 780, height: 1688))
        let traits = UIView().traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == 2)
        #expect(traits.userInterfaceStyle == UIUserInterfaceStyle.light)
    }

    /// `UIDevice` as apps branch on it: one device per app, a phone on a phone's canvas, the same answers every run.
    @MainActor @Test func theDeviceIsThePhoneTheCanvasMakes() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(UIDevice().userInterfaceIdiom == .phone && device.model == "iPhone" && device.name == "iPhone")
        #expect(device.systemName == "iOS" && device.systemVersion == "17.0")
        #expect(device.orientation == .portrait && device.orientation.isPortrait && !device.orientation.isFlat)
        #expect(device.identifierForVendor == UIDevice().identifierForVendor)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
    }

    @Test func theAppObjectIsActiveAndOpensNothing() async {
        let opened: Bool = await withCheckedContinuation { continuation in
            Task { @MainActor in
                let app = UIApplication.shared
                #expect(app === UIApplication.shared, "one app object, as UIKit's")
                #expect(app.applicationState == .active)
                #expect(!app.canOpenURL(URL(string: "https://example.test")!))
                app.open(URL(string: "https://example.test")!) { continuation.resume(returning: $0) }
            }
        }
        #expect(!opened)
        #expect(
            UIApplication.didReceiveMemoryWarningNotification.rawValue
                == "UIApplicationDidReceiveMemoryWarningNotification")
    }

    @Test func inARunTheScreenAndTraitsAreTheScenariosCanvas() throws {
        var scenario = staleScenario()
        scenario.canvas = Canvas(width: 820, height: 1180, scale: 2, fps: 30)
        ScreenProbeGallery.seen.withLock { $0 = [] }
        _ = try runGallery(ScreenProbeGallery.self, scenario: scenario)
        #expect(
            ScreenProbeGallery.seen.withLock { $0 }
                == ["820.0x1180.0 @2.0 regular/regular pad", "cell width 273.0"])
    }
}

/// A gallery that reads the screen as apps do: to size its cells (`UIScreen.main.bounds.width / 3`).
@MainActor
final class ScreenProbeGallery: ReelGallery {
    nonisolated static let seen = Mutex<[String]>([])
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let screen = UIScreen.main
        let traits = collectionView.traitCollection
        let classes = [traits.horizontalSizeClass, traits.verticalSizeClass].map {
            $0 == .regular ? "regular" : "compact"
        }
        let entry =
            "\(screen.bounds.width)x\(screen.bounds.height) @\(screen.scale) "
            + "\(classes.joined(separator: "/")) \(traits.userInterfaceIdiom == .pad ? "pad" : "phone")"
        Self.seen.withLock { $0 += [entry, "cell width \((screen.bounds.width / 3).rounded(.down))"] }
        dataSource = makeItemDataSource(PhotoCell.self, collectionView: collectionView, items: items)
    }
}
