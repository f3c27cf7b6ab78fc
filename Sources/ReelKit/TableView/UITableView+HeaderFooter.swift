import Foundation

extension UITableView {
    /// Registers a header or footer view class, made for `identifier` when the pool has none.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        adapters.headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
        adapters.headerFooterNibs[identifier] = nil
    }

    /// Registers a header or footer nib whose top-level view is made for `identifier` when the pool has none.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        adapters.headerFooterNibs[identifier] = nib
        adapters.headerFooterClasses[identifier] = nib == nil ? nil : UITableViewHeaderFooterView.self
    }

    /// The header or footer view reel chose for the section being configured: a pooled one (after its
    /// `prepareForReuse()`), or a new one of the class or nib registered for `identifier`; nil when `identifier` is
    /// not registered, as in UIKit.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let viewClass = adapters.headerFooterClasses[identifier] else { return nil }
        let nib = adapters.headerFooterNibs[identifier]
        let make = { () -> UITableViewHeaderFooterView in
            nib.flatMap { nib in
                CellConstruction.apart {
                    nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UITableViewHeaderFooterView }.first
                }
            } ?? viewClass.init(reuseIdentifier: identifier)
        }
        guard let engine = rows.engine, let element = engine.elementBeingDequeued else { return make() }
        let type: UITableViewHeaderFooterView.Type = nib == nil ? viewClass : UITableViewHeaderFooterView.self
        return engine.dequeueView(type, kind: element.kind, make: make)
    }

    /// The header view of `section`, while it is on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        rows.engine?.supplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
            as? UITableViewHeaderFooterView
    }

    /// The footer view of `section`, while it is on screen.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        rows.engine?.supplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
            as? UITableViewHeaderFooterView
    }

    /// A section's header or footer as UIKit makes it: the delegate's view, else a standard header view showing the
    /// data source's title (reused like any header), else none.
    func boundaryView(footer: Bool, in section: Int) -> UIView? {
        let view =
            footer
            ? delegate?.tableView(self, viewForFooterInSection: section)
            : delegate?.tableView(self, viewForHeaderInSection: section)
        if let view { return view }
        let title =
            footer
            ? dataSource?.tableView(self, titleForFooterInSection: section)
            : dataSource?.tableView(self, titleForHeaderInSection: section)
        guard let title else { return nil }
        let make = { UITableViewHeaderFooterView(reuseIdentifier: nil) }
        let kind = footer ? UICollectionView.elementKindSectionFooter : UICollectionView.elementKindSectionHeader
        let header = rows.engine?.dequeueView(UITableViewHeaderFooterView.self, kind: kind, make: make) ?? make()
        header.textLabel?.text = title
        return header
    }

    /// The delegate's `willDisplayHeaderView` or `willDisplayFooterView`.
    func willDisplayBoundary(_ view: UIView, footer: Bool, in section: Int) {
        guard let delegate else { return }
        if footer {
            delegate.tableView(self, willDisplayFooterView: view, forSection: section)
        } else {
            delegate.tableView(self, willDisplayHeaderView: view, forSection: section)
        }
    }

    /// The delegate's `didEndDisplayingHeaderView` or `didEndDisplayingFooterView`.
    func didEndDisplayingBoundary(_ view: UIView, footer: Bool, in section: Int) {
        guard let delegate else { return }
        if footer {
            delegate.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        } else {
            delegate.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
    }
}
