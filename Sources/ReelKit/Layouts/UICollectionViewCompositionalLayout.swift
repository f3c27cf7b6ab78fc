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
    /// The space between sections and the layout's own headers and footers.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    /// Every section laid out as `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// Every section laid out as `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// Each section laid out as `sectionProvider` says.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// Each section laid out as `sectionProvider` says, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    /// The layout of section `index` in an environment of the canvas's size (nil when the provider gives none).
    func section(at index: Int, width: Double, height: Double) -> NSCollectionLayoutSection? {
        sectionProvider(index, CollectionLayoutEnvironment(contentSize: CGSize(width: width, height: height)))
    }

    /// A layout whose every section is a list of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// Rows of equal cells (reel's grid) for one section of one group shape without headers, footers or a band;
    /// otherwise frames section by section (`CompositionalFrames`).
    override func placement(in context: LayoutContext) throws(LayoutRefusal) -> AppLayout? {
        guard configuration.scrollDirection == .vertical else {
            throw LayoutRefusal(
                "UICollectionViewCompositionalLayoutConfiguration.scrollDirection is .horizontal: reel scrolls "
                    + "vertically; use .vertical, or set no layout (the scenario's template)")
        }
        let frames = CompositionalFrames(layout: self, context: context)
        if let index = try? context.itemSection("UICollectionViewCompositionalLayout"),
            configuration.boundarySupplementaryItems.isEmpty, frames.sectionCount <= 1
        {
            guard let section = section(at: index, width: context.width, height: context.height) else {
                throw LayoutRefusal(
                    "UICollectionViewCompositionalLayout's section provider returned nil for section \(index), which "
                        + "holds items: return a section")
            }
            if section.boundarySupplementaryItems.isEmpty, section.orthogonalScrollingBehavior == .none {
                return .grid(
                    try CompositionalPlacement(section: section, width: context.width, height: context.height)
                        .placement().spec(width: context.width, template: context.template))
            }
        }
        return .frames(try frames.itemFrames())
    }
}
