import Foundation

/// A list section's configuration: its appearance (insets, row spacing); rows size themselves.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The look of the list: its insets (reel draws no separators or backgrounds).
    public enum Appearance: Int, Sendable {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }

    /// How a section shows a header or footer (reel draws none).
    public enum HeaderMode: Int, Sendable {
        case none
        case supplementary
        case firstItemInSection
    }

    /// How a section shows a footer.
    public enum FooterMode: Int, Sendable {
        case none
        case supplementary
    }

    /// The list's appearance.
    public var appearance: Appearance
    /// Kept and read back: reel draws no separators.
    public var showsSeparators = true
    /// `.supplementary`: each section has a header (a footer) of UIKit's section kinds, asked of the data source's
    /// supplementary view provider; `.firstItemInSection` is kept (the first row takes no other space).
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// The space above the section in grouped lists (35 points when nil).
    public var headerTopPadding: CGFloat?

    /// A list of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The height a row has until it is measured (UIKit's list rows: 44 points).
    var estimatedRowHeight: CGFloat { 44 }

    /// The section's insets for the appearance, as UIKit's iPhone lists have them: grouped lists 35 points above
    /// and below the section, inset lists also 20 points on each side.
    var sectionInsets: NSDirectionalEdgeInsets {
        let top = headerTopPadding ?? 35
        switch appearance {
        case .plain, .sidebarPlain: return .zero
        case .grouped: return NSDirectionalEdgeInsets(top: top, leading: 0, bottom: 35, trailing: 0)
        case .insetGrouped, .sidebar: return NSDirectionalEdgeInsets(top: top, leading: 20, bottom: 35, trailing: 20)
        }
    }
}
