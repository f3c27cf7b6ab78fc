import Foundation
import ReelCore

extension GalleryHost {
    /// The user changed the text size (a `content_size` action), as UIKit handles it: the screen's traits take the
    /// new category; every label, text field and button title of the app's views that adjusts its font
    /// (`adjustsFontForContentSizeCategory`) and has a text style gets that style's font at the new size; then
    /// `traitCollectionDidChange(_:)` is called on the controllers and on every view — the collection view's
    /// hierarchy, every cell object (reusable ones included) and every supplementary view, parents before their
    /// subviews — and `UIContentSizeCategory.didChangeNotification` is posted. The cells are measured again after.
    func changeContentSize(to category: ContentSizeCategory) {
        let previous = UITraitCollection.current
        textSize.withLock { $0 = category }
        tellTraitsChanged(from: previous, change: .contentSize)
        NotificationCenter.default.post(
            name: UIContentSizeCategory.didChangeNotification, object: nil,
            userInfo: [UIContentSizeCategory.newValueUserInfoKey: UIContentSizeCategory(category)])
    }

    /// The user switched the screen's appearance (an `appearance` action), as UIKit handles it: the screen's traits
    /// take the new style, so dynamic and semantic colours resolve in it when views are drawn; then
    /// `traitCollectionDidChange(_:)` is called on the controllers and on every view, parents first, as for a text
    /// size change. A view's `backgroundColor` is resolved again for its layer (unless the app set the layer's own
    /// colour since); colours the app turned into `CGColor`s itself (a layer's `borderColor`) keep the old style, as
    /// in UIKit.
    func changeAppearance(to appearance: Appearance) {
        let previous = UITraitCollection.current
        style.withLock { $0 = appearance }
        tellTraitsChanged(from: previous, change: .appearance)
    }

    /// The controllers, then every view (parents first), hear that the traits changed from `previous`.
    private func tellTraitsChanged(from previous: UITraitCollection, change: TraitChange) {
        var visited = Set<ObjectIdentifier>()
        for controller in traitControllers() {
            controller.traitCollectionDidChange(previous)
        }
        for root in traitRoots() { traitsChanged(in: root, from: previous, change: change, visited: &visited) }
    }

    /// The views whose trees hear of a trait change: the top of the collection view's hierarchy, the cell objects and
    /// the supplementary views.
    private func traitRoots() -> [UIView] {
        var top: UIView? = collectionView
        while let superview = top?.superview { top = superview }
        return (top.map { [$0] } ?? []) + cells.ids.compactMap { cells[$0] } + views.all
    }

    /// The app's view controllers, parents first (a controller-based gallery's navigation controller and its
    /// children).
    private func traitControllers() -> [UIViewController] {
        var found: [UIViewController] = []
        var stack = Array(app.controllers.reversed())
        while let controller = stack.popLast() {
            guard !found.contains(where: { $0 === controller }) else { continue }
            found.append(controller)
            stack += controller.children.reversed()
        }
        return found
    }

    /// Which trait changed.
    private enum TraitChange { case contentSize, appearance }

    /// `view` and its subviews hear of the change, parents first, each after UIKit's own update of it: its text
    /// style's new font, or its background colour in the new appearance.
    private func traitsChanged(
        in view: UIView, from previous: UITraitCollection, change: TraitChange, visited: inout Set<ObjectIdentifier>
    ) {
        guard visited.insert(ObjectIdentifier(view)).inserted else { return }
        switch change {
        case .contentSize: adjustFont(of: view)
        case .appearance: restyleBackground(of: view, from: previous)
        }
        view.traitCollectionDidChange(previous)
        for subview in view.subviews {
            traitsChanged(in: subview, from: previous, change: change, visited: &visited)
        }
    }

    /// The view's layer takes its `backgroundColor` in the new appearance, when the layer's colour is still the one
    /// the view gave it.
    private func restyleBackground(of view: UIView, from previous: UITraitCollection) {
        guard let color = view.backgroundColor,
            view.layer.backgroundColor == CGColor(color: color.resolvedColor(with: previous))
        else { return }
        view.layer.backgroundColor = color.cgColor
    }

    /// A view's font at the new text size, when it adjusts and was made from a text style.
    private func adjustFont(of view: UIView) {
        func adjusted(_ font: UIFont?) -> UIFont? {
            guard let style = font?.textStyle else { return nil }
            return UIFont.preferredFont(forTextStyle: style)
        }
        switch view {
        case let label as UILabel where label.adjustsFontForContentSizeCategory:
            if let font = adjusted(label.font) { label.font = font }
        case let field as UITextField where field.adjustsFontForContentSizeCategory:
            if let font = adjusted(field.font) { field.font = font }
        case let button as UIButton:
            // The title label is the button's own, not a subview the walk reaches.
            if let label = button.titleLabel, label.adjustsFontForContentSizeCategory, let font = adjusted(label.font) {
                label.font = font
            }
        default:
            break
        }
    }
}
