import ReelCore

extension GalleryHost {
    /// A header, footer or other element comes on screen on `id`: a pooled view gets `prepareForReuse()`, then the
    /// data source's supplementary view provider configures it (a decoration view is the layout's: only made); the
    /// same call, made just before on a new view no other element used (the judge), shows what the element should
    /// show.
    func configure(view id: SupplementaryID, for element: SupplementaryFrame, reused: Bool) {
        guard let world, let collectionView, stop.withLock({ $0 == nil }) else { return }
        if reused {
            (views[id] as? UICollectionReusableView)?.prepareForReuse()
            (views[id] as? UITableViewHeaderFooterView)?.prepareForReuse()
        }
        let key = element.key
        if element.category == .decoration {
            if views[id] == nil { views.adopt(makeDecoration(ofKind: element.kind, in: collectionView), as: id) }
            size(views[id], to: element.frame)
            world.setShows("", expected: nil, ofView: id)
            return
        }
        let indexPath = IndexPath(item: element.item ?? 0, section: element.section)
        // The judge first: the app's last call configures the view it shows, so whatever the app keeps of the views
        // it configures (to update them later) is the shown one, as when UIKit asks once.
        let judge = views.configuring(.init(view: nil, element: key)) {
            provideView(ofKind: element.kind, at: indexPath, in: collectionView)
        }
        (judge as? UICollectionViewCell)?.updateConfigurationIfNeeded()
        let returned = views.configuring(.init(view: id, element: key)) {
            provideView(ofKind: element.kind, at: indexPath, in: collectionView)
        }
        if let returned, returned !== views[id] {
            // A view the app made itself (a table's `viewForHeaderInSection` often does): this element's object now.
            views.adopt(returned, as: id)
        } else if returned == nil {
            // No view (a table section without a header view or title): the space shows nothing.
            views.remove(id)
        }
        (returned as? UICollectionViewCell)?.updateConfigurationIfNeeded()
        size(views[id], to: element.frame)
        views.judges[key] = judge
        world.setShows(
            views[id].map(ViewRegistry.shownText) ?? "", expected: judge.map(ViewRegistry.shownText) ?? "",
            ofView: id)
    }

    /// The data source's view for the element: a table's header or footer (its delegate's view, else a title), or
    /// the collection view data source's `viewForSupplementaryElementOfKind`.
    private func provideView(ofKind kind: String, at indexPath: IndexPath, in collectionView: UICollectionView)
        -> UIView?
    {
        if let table = (collectionView.collectionViewLayout as? TableRowsLayout)?.table {
            return table.boundaryView(footer: kind == UICollectionView.elementKindSectionFooter, in: indexPath.section)
        }
        guard let source = collectionView.dataSource else { return nil }
        return source.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    /// A new decoration view of the class the layout registered for `kind` (a plain reusable view otherwise).
    private func makeDecoration(ofKind kind: String, in collectionView: UICollectionView) -> UIView {
        let registered = collectionView.collectionViewLayout.decorationViews[kind] as? UICollectionReusableView.Type
        return CellConstruction.apart { (registered ?? UICollectionReusableView.self).init(frame: .zero) }
    }

    private func size(_ view: UIView?, to frame: Rect) {
        guard let view else { return }
        view.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
    }

    /// `dequeueReusableSupplementaryView` and its kin: the object of the view the frame loop chose for the element
    /// being configured, made by `make` on first use (or when the pooled one is of another class); a new one for each
    /// judge.
    func dequeueView<View: UIView>(_ type: View.Type, kind: String, make: () -> View) -> View {
        guard let dequeuing = views.dequeuing else {
            report(
                .error,
                "a \(kind) view was dequeued outside the supplementary view provider (reel dequeues while "
                    + "configuring)")
            return CellConstruction.apart(make)
        }
        guard let id = dequeuing.view else { return CellConstruction.apart(make) }
        // Views are pooled by kind: a view of another class for the kind (a reuse identifier of its own in UIKit)
        // takes the pooled view's place.
        if let object = views[id] as? View, Swift.type(of: object) == type { return object }
        let object = CellConstruction.apart(make)
        views.adopt(object, as: id)
        return object
    }

    /// The index path of the element being configured (nil outside the supplementary view provider).
    var elementBeingDequeued: SupplementaryKey? { views.dequeuing?.element }

    func willDisplay(view id: SupplementaryID, for key: SupplementaryKey) {
        guard let collectionView, let view = views[id] else { return }
        let indexPath = IndexPath(item: key.item ?? 0, section: key.section)
        if let table = (collectionView.collectionViewLayout as? TableRowsLayout)?.table {
            table.willDisplayBoundary(
                view, footer: key.kind == UICollectionView.elementKindSectionFooter, in: key.section)
            return
        }
        guard let delegate = collectionView.delegate, let reusable = view as? UICollectionReusableView else { return }
        delegate.collectionView(
            collectionView, willDisplaySupplementaryView: reusable, forElementKind: key.kind, at: indexPath)
    }

    func didEndDisplaying(view id: SupplementaryID, for key: SupplementaryKey) {
        guard let collectionView, let view = views[id] else { return }
        if let table = (collectionView.collectionViewLayout as? TableRowsLayout)?.table {
            table.didEndDisplayingBoundary(
                view, footer: key.kind == UICollectionView.elementKindSectionFooter, in: key.section)
            return
        }
        guard let delegate = collectionView.delegate, let reusable = view as? UICollectionReusableView else { return }
        delegate.collectionView(
            collectionView, didEndDisplayingSupplementaryView: reusable, forElementOfKind: key.kind,
            at: IndexPath(item: key.item ?? 0, section: key.section))
    }

    /// The displayed view of the element of `kind` at `indexPath`, if it is on screen. The app may change it in
    /// place (UIKit's way to update a header without reloading): what it shows is no longer judged until its
    /// element is configured again.
    func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UIView? {
        guard let world else { return nil }
        let item = indexPath.count > 1 && indexPath.item != 0 ? indexPath.item : nil
        let key = SupplementaryKey(kind: kind, section: indexPath.section, item: item)
        guard let view = world.displayedViews[key].flatMap({ views[$0] }) else { return nil }
        views.judges[key] = nil
        return view
    }

    /// The elements of `kind` on screen, in element order, with their views (no longer judged, as above).
    func visibleViews(ofKind kind: String) -> [(indexPath: IndexPath, view: UIView)] {
        guard let world else { return [] }
        let shown = world.displayedViews.filter { $0.key.kind == kind }.sorted { $0.key < $1.key }
        for (key, _) in shown { views.judges[key] = nil }
        return shown.compactMap { key, id in
            views[id].map { (IndexPath(item: key.item ?? 0, section: key.section), $0) }
        }
    }

    /// Tells the world what the displayed views show now, and what their judges show (both may change after their
    /// configuration: a task sets a header's count).
    func syncViews() {
        guard let world else { return }
        let displayed = world.displayedViews
        if views.judges.count > 2 * displayed.count + 16 { views.keepJudges(of: displayed) }
        guard !displayed.isEmpty else { return }
        for (key, id) in displayed {
            guard let view = views[id] else { continue }
            let expected = views.judges[key].map(ViewRegistry.shownText)
            world.setShows(ViewRegistry.shownText(of: view), expected: expected, ofView: id)
        }
    }
}
