import Foundation
import ReelCore
import Synchronization
import Testing

@testable import ReelKit

/// UIImage's display and thumbnail preparation as UIKit declares it: the synchronous forms return at once, the
/// `async` ones are awaited, and the completion-handler ones call back later on a background queue, never inside the
/// call.
@Suite struct ImagePreparationTests {
    let image = UIImage(
        tag: ImageTag(
            itemID: "4", key: ImageKey(url: "https://example.test/4.jpg", size: PixelSize(width: 80, height: 60))),
        size: CGSize(width: 80, height: 60))

    @Test func eachPreparationKeepsTheImagesGroundTruth() async throws {
        let thumbnail = try #require(image.preparingThumbnail(of: CGSize(width: 40, height: 30)))
        #expect(thumbnail.tag == image.tag)
        #expect(thumbnail.size == CGSize(width: 40, height: 30))
        let awaited = try #require(await image.byPreparingThumbnail(ofSize: CGSize(width: 20, height: 15)))
        #expect(awaited.tag == image.tag)
        #expect(awaited.size == CGSize(width: 20, height: 15))
        #expect(image.preparingForDisplay()?.tag == image.tag)
        #expect(await image.byPreparingForDisplay()?.tag == image.tag)
    }

    /// Whether `prepare`'s handler ran after the call returned: the handler waits (5 s at most) until the caller has
    /// noted the return, so a handler run inside the call sees it not returned.
    static func runsAfterReturning(_ prepare: (@escaping @Sendable (UIImage?) -> Void) -> Void) async -> Bool {
        let returned = Atomic<Bool>(false)
        let gate = DispatchSemaphore(value: 0)
        return await withCheckedContinuation { continuation in
            prepare { _ in
                _ = gate.wait(wallTimeout: .now() + 5)
                continuation.resume(returning: returned.load(ordering: .sequentiallyConsistent))
            }
            returned.store(true, ordering: .sequentiallyConsistent)
            gate.signal()
        }
    }

    @Test func completionHandlersRunAfterTheCallReturns() async throws {
        let image = image
        #expect(
            await Self.runsAfterReturning {
                image.prepareThumbnail(of: CGSize(width: 40, height: 30), completionHandler: $0)
            })
        #expect(await Self.runsAfterReturning { image.prepareForDisplay(completionHandler: $0) })
        let thumbnail: UIImage? = await withCheckedContinuation { continuation in
            image.prepareThumbnail(of: CGSize(width: 40, height: 30)) { continuation.resume(returning: $0) }
        }
        #expect(thumbnail?.size == CGSize(width: 40, height: 30))
        #expect(thumbnail?.tag == image.tag)
    }

    @MainActor
    @Test func aNilItemDequeuesACellWithoutRunningTheHandler() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, item in
            configured.append(item)
        }
        let path = IndexPath(item: 0, section: 0)
        _ = view.dequeueConfiguredReusableCell(using: registration, for: path, item: "a")
        let missing: String? = nil
        _ = view.dequeueConfiguredReusableCell(using: registration, for: path, item: missing)
        #expect(configured == ["a"])
    }
}
