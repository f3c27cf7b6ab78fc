import Foundation
import Testing

@testable import ReelKit

/// The study's benchmark cell through ReelKit's UIKit API: its fitting size and frames, a re-solve after a
/// constant or an intrinsic size changes, and `preferredLayoutAttributesFitting`.
@MainActor @Suite struct AutoLayoutCellTests {
    @Test func theStudysCellFitsAndLaysOutAsTheStudyMeasured() {
        _ = LayoutIssues.takeMessages()
        let cell = StudyCell(frame: .zero)
        let size = cell.fittedContentSize()
        #expect(size == CGSize(width: 180, height: 236))
        // Fitting writes no frame; a layout at the fitted size does.
        #expect(cell.imageView.frame == .zero)
        cell.contentView.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.removeFromSuperview()
        cell.contentView.frame = CGRect(origin: .zero, size: size)
        cell.contentView.layoutIfNeeded()
        #expect(cell.imageView.frame == CGRect(x: 0, y: 0, width: 180, height: 180))
        #expect(cell.titleLabel.frame == CGRect(x: 8, y: 188, width: 164, height: 20))
        #expect(cell.subtitleLabel.frame == CGRect(x: 8, y: 212, width: 90, height: 16))
        #expect(cell.badgeView.frame == CGRect(x: 148, y: 8, width: 24, height: 24))
        #expect(LayoutIssues.takeMessages().isEmpty)
    }

    @Test func aChangedConstantOrIntrinsicSizeResolves() {
        let cell = StudyCell(frame: .zero)
        #expect(cell.fittedContentSize().height == 236)
        cell.titleTop.constant = 20
        #expect(cell.fittedContentSize().height == 248)
        cell.titleLabel.fixedSize = CGSize(width: 150, height: 40)
        #expect(cell.fittedContentSize().height == 268)
        cell.titleTop.constant = 8
        #expect(cell.fittedContentSize().height == 256)
        // The same engine answered every time: constants and sizes re-solve, they do not rebuild.
        let engine = cell.contentView.layoutState?.fittingEngine
        cell.titleLabel.fixedSize = CGSize(width: 150, height: 20)
        #expect(cell.fittedContentSize().height == 236)
        #expect(cell.contentView.layoutState?.fittingEngine === engine)
    }

    @Test func preferredLayoutAttributesFittingSizesTheCellAtTheAttributesWidth() {
        _ = LayoutIssues.takeMessages()
        let cell = StudyCell(frame: .zero)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
        attributes.frame = CGRect(x: 10, y: 500, width: 180, height: 50)
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        // The size changes about the attributes' center (525), as UIKit's `size` setter keeps the center.
        #expect(preferred.size == CGSize(width: 180, height: 236) && preferred.center == CGPoint(x: 100, y: 525))
        #expect(preferred.indexPath == IndexPath(item: 3, section: 0))
        #expect(attributes.size == CGSize(width: 180, height: 50))
        // Given that size, the cell lays its content view out through its autoresizing mask.
        cell.frame = preferred.frame
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 180, height: 236))
        #expect(cell.titleLabel.frame == CGRect(x: 8, y: 188, width: 164, height: 20))
        #expect(cell.subtitleLabel.frame == CGRect(x: 8, y: 212, width: 90, height: 16))
        // A wider cell: the image stays square, everything below moves down.
        attributes.size = CGSize(width: 200, height: 50)
        #expect(cell.preferredLayoutAttributesFitting(attributes).size == CGSize(width: 200, height: 256))
        // Switching between laying out and fitting swaps the root's size constraints, without solver trouble.
        #expect(LayoutIssues.takeMessages().isEmpty)
    }

    /// Taking near-required weights (10⁹) out of the solver and putting them back leaves rounding noise of about
    /// 10⁻⁷ in the objective; the solver must treat it as zero, not as a direction to move in without bound.
    @Test func fittingAtChangingPrioritiesLeavesNoSolverTrouble() {
        _ = LayoutIssues.takeMessages()
        let cell = StudyCell(frame: .zero)
        let steps: [(CGFloat, CGFloat, UILayoutPriority)] = [
            (180, 0, .fittingSizeLevel), (180, 236, .required), (200, 0, .fittingSizeLevel), (200, 300, .required),
            (180, 0, .defaultLow), (160, 236, .required), (180, 0, .fittingSizeLevel),
        ]
        for (width, height, priority) in steps {
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: width, height: height), withHorizontalFittingPriority: .required,
                verticalFittingPriority: priority)
            #expect(size == CGSize(width: width, height: priority == .required ? height : 56 + width), "\(width)")
        }
        for width: CGFloat in [180, 200, 180] {
            cell.frame.size = CGSize(width: width, height: 236)
            cell.layoutIfNeeded()
            #expect(cell.imageView.frame.width == width)
        }
        _ = cell.preferredLayoutAttributesFitting(
            UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)))
        #expect(LayoutIssues.takeMessages().isEmpty)
    }

    @Test func constraintsAreInstalledOnTheNearestCommonAncestor() {
        let cell = StudyCell(frame: .zero)
        #expect(cell.contentView.constraints.count == 12)
        #expect(cell.imageView.constraints.count == 1)
        #expect(cell.badgeView.constraints.count == 2)
        #expect(cell.badgeView.constraints.allSatisfy { $0.isActive && $0.firstItem === cell.badgeView })
        #expect(cell.titleTop.secondItem === cell.imageView)
        #expect(cell.titleTop.firstAttribute == .top && cell.titleTop.secondAttribute == .bottom)
        NSLayoutConstraint.deactivate([cell.titleTop])
        #expect(!cell.titleTop.isActive)
        #expect(cell.contentView.constraints.count == 11)
        // Taking the title out of the hierarchy deactivates every constraint that reaches it.
        cell.titleLabel.removeFromSuperview()
        #expect(cell.contentView.constraints.count == 7)
    }

    @Test func nothingIsLaidOutUntilAsked() {
        let cell = StudyCell(frame: CGRect(x: 0, y: 0, width: 180, height: 236))
        #expect(cell.imageView.frame == .zero)
        #expect(cell.contentView.layoutState?.fittingEngine == nil && cell.layoutState?.engine == nil)
        cell.layoutIfNeeded()
        #expect(cell.imageView.frame == CGRect(x: 0, y: 0, width: 180, height: 180))
    }
}
