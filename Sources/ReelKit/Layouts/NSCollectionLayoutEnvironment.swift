import Foundation

/// What a section provider is told about where the section goes.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The space the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
}
