import Foundation
import ReelCore

/// The section provider of a compositional layout: the section for an index, in an environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A compositional layout: sections of groups of items, each sized as fractions of its container, in points or by
/// an estimate. reel places its cells by it when every row holds equal items (a grid) or one self-sizing item (a
/// list); see `CompositionalPlacement` and docs/reelkit.md for what it cannot express.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

    /// Every section laid out as `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    /// Each section laid out as `sectionProvider` says.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    /// A layout whose every section is a list of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    override func placement(in context: LayoutContext) throws(LayoutRefusal) -> AppLayout? {
        let index = try context.itemSection("UICollectionViewCompositionalLayout")
        let environment = CollectionLayoutEnvironment(
            contentSize: CGSize(width: context.width, height: context.height))
        guard let section = sectionProvider(index, environment) else {
            throw LayoutRefusal(
                "UICollectionViewCompositionalLayout's section provider returned nil for section \(index), which "
                    + "holds items: return a section")
        }
        return .grid(
            try CompositionalPlacement(section: section, width: context.width, height: context.height)
                .placement().spec(width: context.width, template: context.template))
    }
}
