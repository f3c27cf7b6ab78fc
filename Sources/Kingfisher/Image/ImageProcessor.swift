/// What a processor works on: a decoded image, or the downloaded data.
public enum ImageProcessItem: Sendable {
    /// A decoded image.
    case image(KFCrossPlatformImage)
    /// Downloaded bytes.
    case data(Data)
}

/// Turns downloaded data or an image into the image to show and cache. Its `identifier` is part of the cache key, so
/// the same URL processed two ways is cached twice.
public protocol ImageProcessor: Sendable {
    /// Names the processor and its settings ("" only for `DefaultImageProcessor`).
    var identifier: String { get }
    /// The processed image, or nil when `item` cannot be processed.
    func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage?
}

extension ImageProcessor {
    /// A processor that runs this one, then `another` (identifiers joined with `|>`).
    public func append(another: any ImageProcessor) -> any ImageProcessor {
        GeneralProcessor(first: self, then: another)
    }
}

/// Runs `left`, then `right`.
public func |> (left: any ImageProcessor, right: any ImageProcessor) -> any ImageProcessor {
    left.append(another: right)
}

infix operator |> : AdditionPrecedence

/// Two processors in a row.
struct GeneralProcessor: ImageProcessor {
    let first: any ImageProcessor
    let then: any ImageProcessor

    var identifier: String { "\(first.identifier)|>\(then.identifier)" }

    func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        first.process(item: item, options: options).flatMap { then.process(item: .image($0), options: options) }
    }
}

/// Decodes data into an image and leaves an image as it is: what Kingfisher does with no processor set.
public struct DefaultImageProcessor: ImageProcessor {
    /// The shared instance.
    public static let `default` = DefaultImageProcessor()

    public let identifier = ""

    public init() {}

    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        switch item {
        case .image(let image): image
        case .data(let data): KFCrossPlatformImage(data: data)
        }
    }
}

/// Whether two processors are the same (by identifier).
func == (left: any ImageProcessor, right: any ImageProcessor) -> Bool { left.identifier == right.identifier }

/// Whether two processors differ (by identifier).
func != (left: any ImageProcessor, right: any ImageProcessor) -> Bool { !(left == right) }
