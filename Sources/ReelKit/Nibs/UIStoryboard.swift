import Foundation

/// A `.storyboard` file read from a bundle's resources, as UIKit's `UIStoryboard`. Its view controllers are made
/// with their class's `init()` (found as `NibClasses` says); in a run, making one registers the prototype cells of
/// its scene's collection view with reel's collection view, by reuse identifier, and hands reel's collection view
/// to a `UICollectionViewController`, as a storyboard-made collection view has them in UIKit.
@preconcurrency @MainActor
public final class UIStoryboard {
    let file: String
    private let document: Result<NibElement, NibError>

    /// The storyboard `name.storyboard` in `bundle` (nil or the main bundle: found as `UINib(nibName:bundle:)` finds a
    /// nib).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        file = "\(name).storyboard"
        document = InterfaceBuilderFile.read(
            name: name, extension: "storyboard", bundle: storyboardBundleOrNil ?? .main)
    }

    /// The storyboard's initial view controller; nil when it has none or it cannot be made (which stops the run).
    public func instantiateInitialViewController() -> UIViewController? {
        do {
            let root = try documentRoot()
            guard let id = root["initialViewController"] else { return nil }
            return try controller { $0["id"] == id }
        } catch {
            NibFailure.report(error)
            return nil
        }
    }

    /// The view controller with the storyboard ID `identifier`. One the storyboard does not have stops the run.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        do {
            return try controller(where: { $0["storyboardIdentifier"] == identifier })
                ?? {
                    throw NibError(file: file, message: "no view controller has the storyboard ID \"\(identifier)\"")
                }()
        } catch {
            NibFailure.report(error)
            return UIViewController()
        }
    }

    func documentRoot() throws(NibError) -> NibElement {
        let root = try document.get()
        guard root.name == "document", root.child("scenes") != nil else {
            throw NibError(
                file: file, line: root.line, element: "<\(root.name)>",
                message: "expected a storyboard <document> with <scenes>")
        }
        return root
    }

    /// The controller of the first scene whose controller element matches; its scene's prototypes are registered.
    private func controller(where matches: (NibElement) -> Bool) throws(NibError) -> UIViewController? {
        let root = try documentRoot()
        for scene in root.children(of: "scenes") {
            guard let element = scene.children(of: "objects").first(where: { Self.controllerKinds[$0.name] != nil }),
                matches(element)
            else { continue }
            let controller = try make(element)
            try registerPrototypes(of: scene, root: root, for: controller, element: element)
            return controller
        }
        return nil
    }

    private func make(_ element: NibElement) throws(NibError) -> UIViewController {
        let error = { (message: String) in
            NibError(file: self.file, line: element.line, element: element.label, message: message)
        }
        let make = { (type: UIViewController.Type) throws(NibError) -> UIViewController in
            guard let controller = type.init(coder: NibCoder(frame: .zero)) else {
                throw error("\(type)'s init?(coder:) returned nil: a storyboard's controller is made with it")
            }
            return controller
        }
        guard let name = element["customClass"] else { return try make(Self.controllerKinds[element.name]!) }
        guard let found = NibClasses.lookup(name, module: element["customModule"]) else {
            throw error("no class \(name) is known: register it with NibClasses.register(\(name).self)")
        }
        guard let type = found as? UIViewController.Type else { throw error("\(name) is not a UIViewController") }
        return try make(type)
    }

    /// The scene's prototype cells and its collection view's layout, checked; in a run, registered with and set on
    /// reel's collection view, which also fills the controller's outlets to the scene's collection view.
    private func registerPrototypes(
        of scene: NibElement, root: NibElement, for controller: UIViewController, element: NibElement
    ) throws(NibError) {
        var templates: [(String, NibCellTemplate)] = []
        for cells in scene.allElements where cells.name == "cells" {
            for cell in cells.children where cell.name == "collectionViewCell" {
                guard let identifier = cell["reuseIdentifier"] else {
                    throw NibError(
                        file: file, line: cell.line, element: cell.label, message: "expected a reuseIdentifier")
                }
                templates.append((identifier, try NibCellTemplate(file: file, document: root, element: cell)))
            }
        }
        let tables = NibTableScene(file: file, document: root)
        let tableElement = scene.allElements.first { $0.name == "tableView" }
        if let tableElement { _ = try tables.prototypes(of: tableElement) }
        let declaredLayout = try scene.allElements.first { $0.name == "collectionView" }.flatMap {
            (element) throws(NibError) in try NibLayoutReader(file: file).layout(of: element)
        }
        guard let engine = GalleryEngines.current, let collectionView = engine.collectionView else { return }
        if let tableElement, templates.isEmpty {
            // A table scene: reel's collection view becomes the rows of the scene's table view.
            let table = try tables.install(
                tableElement, rows: collectionView, size: engine.canvasSize, controller: controller, owner: element)
            engine.keep(table)
            return
        }
        for (identifier, template) in templates {
            collectionView.register(template, forCellWithReuseIdentifier: identifier)
        }
        for (kind, identifier, template) in try boundaryViews(of: scene, root: root) {
            collectionView.register(template, forSupplementaryViewOfKind: kind, identifier: identifier)
        }
        // The layout the scene declares, as UIKit loads it with the collection view (the app's code may replace it).
        if let declaredLayout { collectionView.collectionViewLayout = declaredLayout }
        if let owner = controller as? UICollectionViewController {
            owner.collectionView = collectionView
            let controllerID = element["id"]
            let outlets = scene.allElements.first { $0.name == "collectionView" }?.children(of: "connections") ?? []
            let connected = Set(
                outlets.filter { $0.name == "outlet" && $0["destination"] == controllerID }.compactMap {
                    $0["property"]
                })
            owner.connectsFromStoryboard = (connected.contains("dataSource"), connected.contains("delegate"))
        }
        let collectionViewIDs = Set(scene.allElements.filter { $0.name == "collectionView" }.compactMap { $0["id"] })
        for outlet in element.children(of: "connections") where outlet.name == "outlet" {
            guard let property = outlet["property"], let destination = outlet["destination"],
                collectionViewIDs.contains(destination)
            else { continue }
            guard let connectable = Outlets.named(property, in: controller), connectable.connect(collectionView) else {
                throw NibError(
                    file: file, line: outlet.line, element: outlet.label,
                    message: "expected @Outlet var \(property): UICollectionView! in \(type(of: controller))")
            }
        }
    }

    /// The headers and footers the scene's collection view declares (`<collectionReusableView
    /// key="sectionHeaderView">` and `key="sectionFooterView"`), by kind and reuse identifier, as UIKit registers
    /// them when it loads the collection view.
    private func boundaryViews(
        of scene: NibElement, root: NibElement
    ) throws(NibError) -> [(String, String, NibReusableViewTemplate)] {
        let kinds = [
            "sectionHeaderView": UICollectionView.elementKindSectionHeader,
            "sectionFooterView": UICollectionView.elementKindSectionFooter,
        ]
        var found: [(String, String, NibReusableViewTemplate)] = []
        for collection in scene.allElements where collection.name == "collectionView" {
            for view in collection.children where view.name == "collectionReusableView" {
                guard let key = view["key"], let kind = kinds[key] else { continue }
                guard let identifier = view["reuseIdentifier"] else {
                    throw NibError(
                        file: file, line: view.line, element: view.label, message: "expected a reuseIdentifier")
                }
                found.append((kind, identifier, try NibReusableViewTemplate(file: file, document: root, element: view)))
            }
        }
        return found
    }

    private static let controllerKinds: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "collectionViewController": UICollectionViewController.self,
        "tableViewController": UITableViewController.self,
    ]
}
