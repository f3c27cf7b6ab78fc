/// A view an app's layout places beside its items: a section's header or footer, another supplementary kind (a
/// badge on an item), or a decoration view (a section's background). The simulation dequeues, reuses, classifies and
/// draws it as UIKit's collection view does, from where the layout put it.
public struct SupplementaryFrame: Sendable, Hashable, Codable {
    /// Whether the data source makes the view (a supplementary view) or the layout does (a decoration view).
    public enum Category: String, Sendable, Hashable, Codable {
        case supplementary
        case decoration
    }

    /// The element's kind, as the app names it (`UICollectionView.elementKindSectionHeader`, a string of its own).
    package var kind: String
    package var category: Category
    /// The index path the layout gave the element: its section, and the item for an item's supplementary view (nil
    /// for a section's, whose index path has item 0).
    package var section: Int
    package var item: Int?
    /// Where the layout put it in the content, in points.
    package var frame: Rect
    /// How a pinned header or footer stays in view; nil: it scrolls with the content.
    package var pinning: Pinning?
    /// Drawing order among the elements (UIKit's `zIndex`): higher draws over lower, and every element over cells.
    package var zIndex: Int

    package init(
        kind: String, category: Category = .supplementary, section: Int, item: Int? = nil, frame: Rect,
        pinning: Pinning? = nil, zIndex: Int = 0
    ) {
        self.kind = kind
        self.category = category
        self.section = section
        self.item = item
        self.frame = frame
        self.pinning = pinning
        self.zIndex = zIndex
    }

    /// The element, as displayed views are keyed: its kind and index path.
    package var key: SupplementaryKey { SupplementaryKey(kind: kind, section: section, item: item) }

    /// The content a band must reach for the element to be on screen: its frame, or its section for a pinned one.
    var span: Rect {
        guard let section = pinning?.section else { return frame }
        return Rect(
            x: frame.x, y: section.lowerBound, width: frame.width, height: section.upperBound - section.lowerBound)
    }

    /// The element's frame in the content when the viewport's top is at `offset`: a pinned header sticks to the
    /// viewport's top and a pinned footer to its bottom, neither leaving its section.
    package func frame(atOffset offset: Double, viewportHeight: Double) -> Rect {
        guard let pinning else { return frame }
        var pinned = frame
        let section = pinning.section
        switch pinning.edge {
        case .top: pinned.y = max(section.lowerBound, min(max(frame.y, offset), section.upperBound - frame.height))
        case .bottom:
            pinned.y = max(section.lowerBound, min(frame.y, offset + viewportHeight - frame.height))
        }
        return pinned
    }

    /// How a pinned element stays in view (UIKit's `sectionHeadersPinToVisibleBounds`, `pinToVisibleBounds`).
    package struct Pinning: Sendable, Hashable, Codable {
        /// The edge of the visible bounds it sticks to: a header's top, a footer's bottom.
        package enum Edge: String, Sendable, Hashable, Codable {
            case top
            case bottom
        }

        /// The section's extent in the content, top to bottom, the element never leaves.
        package var section: ClosedRange<Double>
        package var edge: Edge

        package init(section: ClosedRange<Double>, edge: Edge) {
            self.section = section
            self.edge = edge
        }
    }

    /// `header` and `footer` for UIKit's section kinds, the app's own string otherwise.
    package static func logName(ofKind kind: String) -> String {
        switch kind {
        case "UICollectionElementKindSectionHeader": "header"
        case "UICollectionElementKindSectionFooter": "footer"
        default: kind
        }
    }
}

/// A supplementary or decoration element by kind and index path: what a displayed view stands for.
public struct SupplementaryKey: Sendable, Hashable, Codable, Comparable {
    package var kind: String
    package var section: Int
    package var item: Int?

    package init(kind: String, section: Int, item: Int?) {
        self.kind = kind
        self.section = section
        self.item = item
    }

    public static func < (lhs: SupplementaryKey, rhs: SupplementaryKey) -> Bool {
        (lhs.section, lhs.item ?? -1, lhs.kind) < (rhs.section, rhs.item ?? -1, rhs.kind)
    }

    /// The element as cells.csv's `item` column names it: `header@2` (section 2), `badge@2.5` (item 5 of section 2).
    package var logName: String {
        let kind = SupplementaryFrame.logName(ofKind: kind)
        guard let item else { return "\(kind)@\(section)" }
        return "\(kind)@\(section).\(item)"
    }
}
