import Synchronization

/// Where an image comes from: the network (a `Resource`) or a provider of its data.
public enum Source: Sendable {
    /// The identifier Kingfisher gives each image-setting task of a view: a view keeps the last one it issued, and a
    /// completion whose identifier is no longer the view's is dropped (`notCurrentSourceTask`).
    public enum Identifier {
        /// The identifier's type.
        public typealias Value = UInt

        /// The last identifier issued, one counter per app (each reel run has its own, so a run starts from 1 as
        /// an app does).
        final class Counter: Sendable {
            private let last = Mutex<Value>(0)

            func next() -> Value {
                last.withLock { value in
                    value += 1
                    return value
                }
            }
        }

        static let counter = AppLocal { Counter() }

        /// The next identifier.
        static func next() -> Value { counter.value.next() }
    }

    /// An image downloaded from `Resource.downloadURL`.
    case network(any Resource)
    /// An image whose data a provider gives.
    case provider(any ImageDataProvider)

    /// The key the image is cached under.
    public var cacheKey: String {
        switch self {
        case .network(let resource): resource.cacheKey
        case .provider(let provider): provider.cacheKey
        }
    }

    /// The URL, for a network source (a provider's `contentURL` otherwise).
    public var url: URL? {
        switch self {
        case .network(let resource): resource.downloadURL
        case .provider(let provider): provider.contentURL
        }
    }
}

extension Source: Hashable {
    public static func == (lhs: Source, rhs: Source) -> Bool {
        switch (lhs, rhs) {
        case (.network(let a), .network(let b)): a.cacheKey == b.cacheKey && a.downloadURL == b.downloadURL
        case (.provider(let a), .provider(let b)): a.cacheKey == b.cacheKey && a.contentURL == b.contentURL
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cacheKey)
        hasher.combine(url)
    }
}
