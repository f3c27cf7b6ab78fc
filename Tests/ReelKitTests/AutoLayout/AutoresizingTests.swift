import Foundation
import Testing

@testable import ReelKit

/// Autoresizing masks: as constraints in a hierarchy that uses Auto Layout, and when a frame is set, as in UIKit,
/// whether or not the hierarchy uses constraints.
@MainActor @Suite struct AutoresizingTests {
    @Test func autoresizingMasksFollowTheSuperviewsSize() {
        let (root, views) = AutoLayoutAPITests.root(subviews: 1)
        NSLayoutConstraint.activate([
            views[0].widthAnchor.constraint(equalToConstant: 10), views[0].heightAnchor.constraint(equalToConstant: 10),
        ])
        let pinnedRight = UIView(frame: CGRect(x: 250, y: 20, width: 40, height: 40))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let stretched = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 100))
        stretched.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        root.addSubview(pinnedRight)
        root.addSubview(stretched)
        root.layoutIfNeeded()
        #expect(pinnedRight.frame == CGRect(x: 250, y: 20, width: 40, height: 40))
        root.frame.size = CGSize(width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(pinnedRight.frame == CGRect(x: 350, y: 20, width: 40, height: 40))
        #expect(stretched.frame == CGRect(x: 10, y: 10, width: 380, height: 100))
        // A frame the user sets is the new starting point.
        stretched.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.frame.size = CGSize(width: 500, height: 300)
        root.layoutIfNeeded()
        #expect(stretched.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(pinnedRight.frame.minX == 450)
    }

    @Test func settingAFrameResizesTheSubviewsByTheirMasks() {
        let cell = UICollectionViewCell(frame: .zero)
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        cell.contentView.addSubview(corner)
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        // Its right and bottom margins were fixed at −10 (it overhung the 0 × 0 content view).
        #expect(corner.frame == CGRect(x: 100, y: 50, width: 10, height: 10))
        let shared = UIView(frame: CGRect(x: 10, y: 0, width: 30, height: 50))
        shared.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        cell.contentView.addSubview(shared)
        // 100 more points shared among margins of 10 and 60 and a width of 30, in proportion.
        cell.frame.size.width = 200
        #expect(shared.frame == CGRect(x: 20, y: 0, width: 60, height: 50))
        #expect(UIView.autoresize((0, 0, 0), flexible: (true, false, true), by: 10) == (5, 0))
    }
}
