import Foundation

/// The layout a storyboard's collection view declares (its child keyed `collectionViewLayout`), as UIKit makes it
/// when it loads the scene: a `<collectionViewFlowLayout>` (of its custom class, if it names one) with its item
/// size, estimated size, spacings, section insets, header and footer sizes and scroll direction; or a
/// `<collectionViewLayout>` of the app's own class, made through its `init?(coder:)`.
@preconcurrency @MainActor
struct NibLayoutReader {
    let file: String

    /// The layout `collectionView` declares; nil when it declares none.
    func layout(of collectionView: NibElement) throws(NibError) -> UICollectionViewLayout? {
        guard
            let element = collectionView.children.first(where: {
                $0["key"] == "collectionViewLayout"
                    && ["collectionViewFlowLayout", "collectionViewLayout"].contains($0.name)
            })
        else { return nil }
        let base: UICollectionViewLayout.Type =
            element.name == "collectionViewFlowLayout" ? UICollectionViewFlowLayout.self : UICollectionViewLayout.self
        let type = try layoutClass(of: element, base: base)
        guard let layout = type.init(coder: NibCoder(frame: .zero)) else {
            throw error(element, "\(type)'s init?(coder:) returned nil: a storyboard's layout is made with it")
        }
        if let flow = layout as? UICollectionViewFlowLayout { try configure(flow, from: element) }
        return layout
    }

    private func layoutClass(
        of element: NibElement, base: UICollectionViewLayout.Type
    ) throws(NibError) -> UICollectionViewLayout.Type {
        guard let name = element["customClass"] else {
            guard base != UICollectionViewLayout.self else {
                throw error(element, "expected a customClass: a plain UICollectionViewLayout lays nothing out")
            }
            return base
        }
        guard let found = NibClasses.lookup(name, module: element["customModule"]) else {
            throw error(element, "no class \(name) is known: register it with NibClasses.register(\(name).self)")
        }
        guard let type = found as? UICollectionViewLayout.Type,
            found is UICollectionViewFlowLayout.Type
                || base
                    == UICollectionViewLayout.self
        else {
            throw error(element, "\(name) is not a \(base)")
        }
        return type
    }

    private func configure(_ layout: UICollectionViewFlowLayout, from element: NibElement) throws(NibError) {
        if let value = try element.number("minimumLineSpacing", file: file) { layout.minimumLineSpacing = value }
        if let value = try element.number("minimumInteritemSpacing", file: file) {
            layout.minimumInteritemSpacing = value
        }
        if element["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if element["sectionHeadersPinToVisibleBounds"] == "YES" { layout.sectionHeadersPinToVisibleBounds = true }
        if element["sectionFootersPinToVisibleBounds"] == "YES" { layout.sectionFootersPinToVisibleBounds = true }
        if let size = try size(element, "itemSize") { layout.itemSize = size }
        if let size = try size(element, "estimatedItemSize") { layout.estimatedItemSize = size }
        if let size = try size(element, "headerReferenceSize") { layout.headerReferenceSize = size }
        if let size = try size(element, "footerReferenceSize") { layout.footerReferenceSize = size }
        if let inset = element.child("inset", key: "sectionInset") {
            layout.sectionInset = UIEdgeInsets(
                top: try inset.number("minY", file: file) ?? 0, left: try inset.number("minX", file: file) ?? 0,
                bottom: try inset.number("maxY", file: file) ?? 0, right: try inset.number("maxX", file: file) ?? 0)
        }
    }

    private func size(_ element: NibElement, _ key: String) throws(NibError) -> CGSize? {
        guard let size = element.child("size", key: key) else { return nil }
        return CGSize(
            width: try size.number("width", file: file) ?? 0, height: try size.number("height", file: file) ?? 0)
    }

    private func error(_ element: NibElement, _ message: String) -> NibError {
        NibError(file: file, line: element.line, element: element.label, message: message)
    }
}
