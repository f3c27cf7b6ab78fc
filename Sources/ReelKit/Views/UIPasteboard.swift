import Foundation

/// The pasteboard copy and paste go through. A run has no system pasteboard: each run has a general pasteboard of
/// its own, empty at the start, that keeps what the app's code puts on it, so what one run copies never reaches
/// another.
@preconcurrency @MainActor
open class UIPasteboard {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    public let name: Name
    /// How many times the contents changed.
    open private(set) var changeCount = 0
    private var contents: [Any] = [] {
        didSet { changeCount += 1 }
    }

    init(name: Name) {
        self.name = name
    }

    /// This run's general pasteboard.
    open class var general: UIPasteboard { MainActorState.current.pasteboard }

    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    open var strings: [String]? {
        get { items(of: String.self) }
        set { contents = newValue ?? [] }
    }

    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    open var urls: [URL]? {
        get { items(of: URL.self) }
        set { contents = newValue ?? [] }
    }

    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    open var images: [UIImage]? {
        get { items(of: UIImage.self) }
        set { contents = newValue ?? [] }
    }

    open var hasStrings: Bool { items(of: String.self) != nil }
    open var hasURLs: Bool { items(of: URL.self) != nil }
    open var hasImages: Bool { items(of: UIImage.self) != nil }

    /// The number of items on the pasteboard.
    open var numberOfItems: Int { contents.count }

    /// The contents of type `T`, nil when there are none.
    private func items<T>(of type: T.Type) -> [T]? {
        let found = contents.compactMap { $0 as? T }
        return found.isEmpty ? nil : found
    }
}
