import Foundation
import Testing

@testable import ReelKit

/// More of what screens call beside the grid: selection in code, indicator insets, transforms, keyframes, rendering
/// modes, asset-catalogue colours, image pickers, bar appearances, scenes and snapshots.
@MainActor @Suite struct ScreenAPITests {
    private func collectionView() -> UICollectionView {
        UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: .init())
    }

    @Test func selectionMadeInCodeIsKeptAsUIKitKeepsIt() {
        let view = collectionView()
        #expect(view.indexPathsForSelectedItems == nil)
        view.selectItem(at: [0, 1], animated: false, scrollPosition: [])
        view.selectItem(at: [0, 2], animated: true, scrollPosition: .top)
        #expect(view.indexPathsForSelectedItems == [[0, 2]])
        view.allowsMultipleSelection = true
        view.selectItem(at: [0, 3], animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [[0, 2], [0, 3]])
        view.deselectItem(at: [0, 2], animated: false)
        #expect(view.indexPathsForSelectedItems == [[0, 3]])
        view.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == nil)
        view.allowsSelection = false
        view.selectItem(at: [0, 0], animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == nil)
        view.backgroundView = UILabel()
        #expect(view.backgroundView is UILabel)
        view.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.verticalScrollIndicatorInsets == view.horizontalScrollIndicatorInsets)
        #expect(view.scrollIndicatorInsets.bottom == 3)
    }

    @Test func transformsKeyframesAndSnapshotsKeepWhatTheyAreGiven() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.backgroundColor = .systemRed
        view.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        #expect(view.transform.a == 0.9 && view.frame.width == 40)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
        }
        #expect(view.alpha == 0.5)
        let snapshot = view.snapshotView(afterScreenUpdates: false)
        #expect(snapshot?.bounds.size == view.bounds.size && snapshot?.backgroundColor == .systemRed)
    }

    @Test func imagesKeepTheirRenderingMode() throws {
        let image = try #require(UIImage(named: "placeholder", in: nil, compatibleWith: nil))
        #expect(image.renderingMode == .automatic)
        #expect(image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(image.withTintColor(.white, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(image.withTintColor(.white).size == image.size)
    }

    /// A colour set as Xcode writes it: components as decimals, bytes in hex and integers, and a dark appearance.
    @Test func assetCatalogueColoursAreReadWithTheirDarkAppearance() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-assets-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/Brand/Accent.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let contents = """
            { "colors": [
              { "idiom": "universal",
                "color": { "color-space": "srgb",
                           "components": { "red": "0x33", "green": "0.400", "blue": "255", "alpha": "1.000" } } },
              { "idiom": "universal", "appearances": [ { "appearance": "luminosity", "value": "dark" } ],
                "color": { "color-space": "gray-gamma-22", "components": { "white": "0.800", "alpha": "0.5" } } },
              { "idiom": "universal", "appearances": [ { "appearance": "contrast", "value": "high" } ],
                "color": { "color-space": "srgb", "components": { "red": "1.0", "green": "0", "blue": "0" } } },
              { "idiom": "ipad",
                "color": { "color-space": "srgb", "components": { "red": 1, "green": 1, "blue": 1 } } },
              { "idiom": "universal", "appearances": [ { "appearance": "luminosity", "value": "dark" } ],
                "color": { "platform": "ios", "reference": "systemBlueColor" } }
            ], "info": { "author": "xcode", "version": 1 } }
            """
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let color = try #require(AssetColor.find("Accent", in: [folder]))
        #expect(color.any == [0.2, 0.4, 1, 1])
        #expect(color.dark == [0.8, 0.8, 0.8, 0.5])
        #expect(AssetColor.find("Missing", in: [folder]) == nil)
        // An iPhone entry wins over a universal one, a light one over any appearance; JSON numbers are 0–1.
        let phone = folder.appendingPathComponent("Assets.xcassets/Phone.colorset")
        try FileManager.default.createDirectory(at: phone, withIntermediateDirectories: true)
        let phoneContents = """
            { "colors": [
              { "idiom": "universal", "color": { "components": { "red": 0, "green": 0, "blue": 0, "alpha": 1 } } },
              { "idiom": "iphone", "color": { "components": { "red": 0.5, "green": 0.5, "blue": 0.5, "alpha": 1 } } },
              { "idiom": "universal", "appearances": [ { "appearance": "luminosity", "value": "light" } ],
                "color": { "components": { "red": "0.25", "green": "0.25", "blue": "0.25", "alpha": "1" } } }
            ] }
            """
        try Data(phoneContents.utf8).write(to: phone.appendingPathComponent("Contents.json"))
        #expect(AssetColor.find("Phone", in: [folder]) == AssetColor(any: [0.25, 0.25, 0.25, 1], dark: nil))
        #expect(UIColor(named: "NoSuchColourAnywhere") == nil)
    }

    @Test func pickersBarsAndScenesAreRecordedAndNeverShown() {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == nil)
        let picker = UIImagePickerController()
        picker.sourceType = .savedPhotosAlbum
        picker.allowsEditing = true
        #expect(picker.sourceType == .savedPhotosAlbum && picker.mediaTypes == ["public.image"])
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground && appearance.backgroundEffect == nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.shadowColor == .clear)
        let bar = UINavigationBar(frame: .zero)
        bar.scrollEdgeAppearance = appearance
        #expect(bar.scrollEdgeAppearance != nil && bar.compactAppearance == nil)
        let item = UINavigationItem(title: "A")
        item.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
        #expect(item.backBarButtonItem?.title == "")
        #expect(UIApplication.shared.windows.isEmpty && UIApplication.shared.connectedScenes.isEmpty)
        UIColor.systemBlue.setFill()
    }
}
