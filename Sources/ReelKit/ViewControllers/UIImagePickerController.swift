import Foundation

/// The system's photo picker and camera. Nobody picks a photo in a run: presenting a picker is ignored as any
/// `present` is, and its delegate is never called.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes images from, with UIKit's raw values.
    public enum SourceType: Int, Sendable {
        case photoLibrary, camera, savedPhotosAlbum
    }

    /// The camera, with UIKit's raw values.
    public enum CameraDevice: Int, Sendable {
        case rear, front
    }

    /// What the picked media's dictionary holds.
    public struct InfoKey: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    /// No source is available in a run: there is no photo library and no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    open var sourceType = SourceType.photoLibrary
    open var mediaTypes = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice = CameraDevice.rear
    /// The picker's delegate (kept, never called).
    public weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }
}

/// What a picker tells: never called in a run (nobody picks).
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// A navigation controller's delegate: its methods are optional in UIKit, and reel pushes nothing, so none is called.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {}
