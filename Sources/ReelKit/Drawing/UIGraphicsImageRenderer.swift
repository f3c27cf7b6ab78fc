// swift-format-ignore-file: AlwaysUseLowerCamelCase
// UIKit's C-style drawing functions keep their UIKit names.

import Foundation
import ReelCore
import Synchronization

/// Renders an image from drawing code, as apps pre-decode a downloaded image off the main thread
/// (`UIGraphicsImageRenderer(size: size).image { _ in image.draw(in: CGRect(origin: .zero, size: size)) }`). reel
/// draws none of it: the image made carries the ground truth of the item image the actions drew (the last one, as it
/// covers the others), at the renderer's size, so the cell that shows it is judged as if it showed that image; an
/// image made without drawing an item's image is drawn as the placeholder.
public final class UIGraphicsImageRenderer {
    /// The size of the images it makes, in points.
    public let size: CGSize
    public let format: UIGraphicsImageRendererFormat

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .preferred()) }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .preferred()) {
        self.init(size: bounds.size, format: format)
    }

    /// The image `actions` draw.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(size: size)
        ImageDrawing.record(into: context) { actions(context) }
        return context.currentImage
    }

    /// The image `actions` draw, as PNG data (`UIImage(data:)` reads it back).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The image `actions` draw, as JPEG data (`UIImage(data:)` reads it back).
    public func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    )
        -> Data
    {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}

/// How a renderer's images are made (recorded: reel renders none).
public final class UIGraphicsImageRendererFormat {
    public var scale: CGFloat = 2
    public var opaque = false
    public var prefersExtendedRange = false

    public init() {}

    /// The format of the device's screen.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The default format (the screen's).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing context a renderer's actions get (and the one `UIGraphicsBeginImageContext` opens).
public final class UIGraphicsImageRendererContext: Sendable {
    private let size: CGSize
    /// The item image drawn last, which covers what was drawn before.
    private let lastTag = Mutex<ImageTag?>(nil)

    init(size: CGSize) { self.size = size }

    /// The image drawn so far.
    public var currentImage: UIImage { UIImage(tag: lastTag.withLock { $0 }, size: size) }

    /// Fills `rect` with the current colour: filling the whole context covers what was drawn.
    public func fill(_ rect: CGRect) {
        if rect.contains(CGRect(origin: .zero, size: size)) { lastTag.withLock { $0 = nil } }
    }

    /// Strokes `rect`'s outline (over what was drawn, covering it not).
    public func stroke(_ rect: CGRect) {}

    /// Clips what is drawn next to `rect` (reel keeps no pixels to clip).
    public func clip(to rect: CGRect) {}

    /// `image` was drawn into the context.
    func record(_ image: UIImage) {
        guard let tag = image.tag else { return }
        lastTag.withLock { $0 = tag }
    }
}

/// The image contexts open on each thread, innermost last: where `UIImage.draw(in:)` draws.
enum ImageDrawing {
    private static let key = "reel.imageContexts"

    /// The context drawing goes to on this thread, if one is open.
    static var current: UIGraphicsImageRendererContext? { stack.last }

    /// Runs `body` with `context` open on this thread.
    static func record(into context: UIGraphicsImageRendererContext, _ body: () -> Void) {
        push(context)
        defer { _ = pop() }
        body()
    }

    static func push(_ context: UIGraphicsImageRendererContext) { stack.append(context) }

    static func pop() -> UIGraphicsImageRendererContext? { stack.popLast() }

    // A thread's own dictionary: contexts never cross threads, as UIKit's are per thread.
    private static var stack: [UIGraphicsImageRendererContext] {
        get { Thread.current.threadDictionary[key] as? [UIGraphicsImageRendererContext] ?? [] }
        set { Thread.current.threadDictionary[key] = newValue }
    }
}

/// Opens an image context of `size` on this thread: `UIImage.draw(in:)` draws into it until
/// `UIGraphicsEndImageContext()`, and `UIGraphicsGetImageFromCurrentImageContext()` gives what was drawn.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageDrawing.push(UIGraphicsImageRendererContext(size: size))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn into this thread's innermost image context; nil when none is open.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageDrawing.current?.currentImage
}

/// Closes this thread's innermost image context.
public func UIGraphicsEndImageContext() {
    _ = ImageDrawing.pop()
}
