import Foundation
import Testing

@testable import ReelKit

/// UIKit's Auto Layout API in a plain hierarchy: priorities, conflicts reported and broken as UIKit does, answers
/// that do not depend on the order of constraints or the run, anchors across a hierarchy, guides, autoresizing.
@MainActor @Suite struct AutoLayoutAPITests {
    /// A 300 × 200 root with `count` subviews placed by constraints.
    static func root(subviews count: Int) -> (UIView, [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let views = (0..<count).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return (root, views)
    }

    static func with(_ constraint: NSLayoutConstraint, priority: UILayoutPriority) -> NSLayoutConstraint {
        constraint.priority = priority
        return constraint
    }

    @Test func priorityArithmeticAndLevels() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(rawValue: 999))
        #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
        #expect(UILayoutPriority.required.strength.isRequired)
        #expect(!UILayoutPriority(999).strength.isRequired)
        #expect(UILayoutPriority(999).strength > UILayoutPriority.defaultHigh.strength)
    }

    @Test func anOptionalConstraintYieldsToARequiredOneAndHighBeatsLow() {
        let (root, views) = Self.root(subviews: 2)
        let (a, b) = (views[0], views[1])
        NSLayoutConstraint.activate([
            Self.with(a.widthAnchor.constraint(equalToConstant: 100), priority: UILayoutPriority(999)),
            a.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
            Self.with(b.widthAnchor.constraint(equalToConstant: 100), priority: .defaultHigh),
            Self.with(b.widthAnchor.constraint(equalToConstant: 200), priority: .defaultLow),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 80)
        #expect(b.frame.width == 100)
    }

    @Test func aConflictingRequiredConstraintIsBrokenReportedAndLayoutGoesOn() {
        _ = LayoutIssues.takeMessages()
        let (root, views) = Self.root(subviews: 2)
        let conflicting = views[0].widthAnchor.constraint(equalToConstant: 50)
        conflicting.identifier = "too-narrow"
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            views[0].widthAnchor.constraint(equalToConstant: 100), conflicting,
            views[0].heightAnchor.constraint(equalToConstant: 10),
            views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor, constant: 5),
            views[1].widthAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(views[0].frame.width == 100)
        #expect(views[1].frame.minX == 105)
        #expect(conflicting.isActive)
        let messages = LayoutIssues.takeMessages()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Unable to simultaneously satisfy constraints") == true)
        #expect(messages.first?.contains("'too-narrow' UIView.width == 50.0") == true)
        // Reported once, however often the hierarchy is solved again, or built anew (new margins).
        root.layoutMargins = .zero
        root.layoutIfNeeded()
        #expect(LayoutIssues.takeMessages().isEmpty)
        #expect(views[0].frame.width == 100)
        // Deactivating the constraint it conflicted with lets the broken one hold.
        views[0].constraints.first { $0.constant == 100 }?.isActive = false
        root.layoutIfNeeded()
        #expect(views[0].frame.width == 50)
    }

    @Test func constraintsBetweenUnrelatedViewsAreReportedAndStayInactive() {
        _ = LayoutIssues.takeMessages()
        let (one, other) = (UIView(), UIView())
        let constraint = one.widthAnchor.constraint(equalTo: other.widthAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(one.constraints.isEmpty && other.constraints.isEmpty)
        #expect(LayoutIssues.takeMessages().first?.hasPrefix("Unable to activate") == true)
    }

    /// Three views in a row sharing the root's width; `order` permutes the constraints.
    static func row(order: [Int]) -> [CGRect] {
        let (root, views) = root(subviews: 3)
        var constraints = views.flatMap { view in
            [
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 20),
            ]
        }
        constraints += [
            views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            views[1].leadingAnchor.constraint(equalToSystemSpacingAfter: views[0].trailingAnchor, multiplier: 1),
            views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor, constant: 8),
            views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
            views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor, multiplier: 2),
            views[2].widthAnchor.constraint(equalToConstant: 44),
        ]
        NSLayoutConstraint.activate(order.map { constraints[$0 % constraints.count] })
        root.layoutIfNeeded()
        return views.map(\.frame)
    }

    @Test func aUniqueLayoutDoesNotDependOnTheOrderOfItsConstraints() {
        let expected = [
            CGRect(x: 0, y: 0, width: 80, height: 20), CGRect(x: 88, y: 0, width: 160, height: 20),
            CGRect(x: 256, y: 0, width: 44, height: 20),
        ]
        let forward = Array(0..<12)
        for order in [forward, forward.reversed(), forward.map { ($0 * 5) % 12 }, forward.map { ($0 * 7 + 3) % 12 }] {
            #expect(Self.row(order: order) == expected, "order \(order)")
        }
    }

    /// Two views side by side filling the root, nothing saying how to split it: any split is a solution.
    static func ambiguousSplit() -> [CGRect] {
        let (root, views) = root(subviews: 2)
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
            views[1].trailingAnchor.constraint(equalTo: root.trailingAnchor),
            views[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
            views[1].widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
            views[0].heightAnchor.constraint(equalToConstant: 10),
            views[1].heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        return views.map(\.frame)
    }

    @Test func anAmbiguousLayoutHasTheSameAnswerEveryTime() {
        let first = Self.ambiguousSplit()
        #expect(first[0].width + first[1].width == 300)
        for _ in 0..<10 { #expect(Self.ambiguousSplit() == first) }
    }

    @Test func anchorsRelateViewsAcrossTheHierarchyAndFramesAreRelativeToTheSuperview() {
        let (root, views) = Self.root(subviews: 2)
        let (left, right) = (views[0], views[1])
        let inner = UILabel()
        inner.text = "Hello"
        inner.translatesAutoresizingMaskIntoConstraints = false
        right.addSubview(inner)
        let across = inner.topAnchor.constraint(equalTo: left.bottomAnchor, constant: 4)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            left.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            left.widthAnchor.constraint(equalToConstant: 100), left.heightAnchor.constraint(equalToConstant: 30),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            right.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            inner.centerXAnchor.constraint(equalTo: right.centerXAnchor),
            across,
        ])
        #expect(root.constraints.contains { $0 === across })
        root.layoutIfNeeded()
        #expect(right.frame == CGRect(x: 120, y: 20, width: 170, height: 170))
        // "Hello" is 5 × 8.5 = 42.5, rounded up to 43, by 20 (the estimate without a text measurer); centred in
        // `right` and 4 pt below `left`'s bottom (50 in the root, 30 in `right`).
        #expect(inner.frame == CGRect(x: 63.5, y: 34, width: 43, height: 20))
        inner.text = "Hello, world"
        root.layoutIfNeeded()
        #expect(inner.frame.width == 102)
    }

    @Test func marginsSafeAreaAndCustomGuides() {
        let (root, views) = Self.root(subviews: 2)
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            views[0].trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            views[0].topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            views[0].bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 1),
            views[1].centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            views[1].widthAnchor.constraint(equalToConstant: 50), views[1].heightAnchor.constraint(equalToConstant: 5),
            views[1].topAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 20, y: 0, width: 240, height: 170))
        #expect(views[1].frame == CGRect(x: 50, y: 1, width: 50, height: 5))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 150, height: 1))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 240, height: 160))
    }

    @Test func intrinsicSizesHuggingAndCompressionResistance() {
        let (root, _) = Self.root(subviews: 0)
        let short = UILabel()
        let long = UILabel()
        short.text = "ab"
        long.text = String(repeating: "x", count: 40)
        for label in [short, long] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        long.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        short.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        #expect(long.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
        #expect(short.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(short.contentHuggingPriority(for: .vertical) == .defaultLow)
        NSLayoutConstraint.activate([
            short.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            long.leadingAnchor.constraint(equalTo: short.trailingAnchor),
            long.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            short.firstBaselineAnchor.constraint(equalTo: long.firstBaselineAnchor),
            long.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        // The short label hugs its 17 pt text; the long one (340 pt of text) is compressed into what is left.
        #expect(short.frame == CGRect(x: 0, y: 10, width: 17, height: 20))
        #expect(long.frame == CGRect(x: 17, y: 10, width: 283, height: 20))
        #expect(long.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 340, height: 20))
        long.numberOfLines = 0
        long.preferredMaxLayoutWidth = 100
        #expect(long.intrinsicContentSize == CGSize(width: 100, height: 80))
        #expect(long.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 200, height: 40))
    }

    @Test func aTextMeasurerReplacesTheEstimate() {
        let label = UILabel()
        label.text = "measured"
        let estimated = label.intrinsicContentSize
        UILabel.reelTextMeasurer = { request in
            UILabel.TextMetrics(
                size: CGSize(width: CGFloat(request.text.count) * 7, height: 17), firstBaseline: 13,
                lastBaselineFromBottom: 4)
        }
        defer { UILabel.reelTextMeasurer = nil }
        #expect(estimated == CGSize(width: 68, height: 20))
        #expect(label.intrinsicContentSize == CGSize(width: 56, height: 17))
    }

    @Test func updateConstraintsRunsBeforeLayoutAndLayoutSubviewsAfter() {
        final class Recording: UIView {
            var calls: [String] = []
            override func updateConstraints() {
                calls.append("updateConstraints")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                calls.append("layoutSubviews \(subviews.first?.frame.width ?? -1)")
            }
        }
        let root = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)])
        #expect(root.needsUpdateConstraints)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(root.calls == ["updateConstraints", "layoutSubviews 50.0"])
        root.setNeedsUpdateConstraints()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.calls.count == 4)
        #expect(!root.needsUpdateConstraints)
    }

    @Test func geometryAndSizeToFit() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(view.frame == CGRect(x: 50, y: 40, width: 20, height: 10))
        view.center = .zero
        #expect(view.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
        label.text = "four"
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 5, y: 5, width: 34, height: 20))
    }
}
