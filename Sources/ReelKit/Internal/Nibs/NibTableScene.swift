import Foundation

/// A storyboard scene's table view, as UIKit loads it: a `UITableView` of the scene's `style` and row and section
/// heights whose rows are reel's collection view, the `<prototypes>` cells registered by reuse identifier, its
/// `dataSource` and `delegate` connected to the scene's controller (a `UITableViewController`'s own when the file
/// connects none), and the controller's `tableView` (its own, or an `@Outlet var tableView`) set to it.
@preconcurrency @MainActor
struct NibTableScene {
    let file: String
    let document: NibElement

    /// The prototype cells of `table`, by reuse identifier, checked.
    func prototypes(of table: NibElement) throws(NibError) -> [(String, NibCellTemplate)] {
        var templates: [(String, NibCellTemplate)] = []
        for cell in table.children(of: "prototypes") where cell.name == "tableViewCell" {
            guard let identifier = cell["reuseIdentifier"] else {
                throw NibError(file: file, line: cell.line, element: cell.label, message: "expected a reuseIdentifier")
            }
            templates.append((identifier, try NibCellTemplate(file: file, document: document, element: cell)))
        }
        return templates
    }

    /// The table `element` declares on reel's `rows`, wired to `controller` (whose element is `owner`).
    func install(
        _ element: NibElement, rows: UICollectionView, size: CGSize, controller: UIViewController, owner: NibElement
    ) throws(NibError) -> UITableView {
        let style: UITableView.Style =
            switch element["style"] {
            case "grouped": .grouped
            case "insetGrouped": .insetGrouped
            default: .plain
            }
        let table = UITableView(rows: rows, style: style, frame: CGRect(origin: .zero, size: size))
        for (identifier, template) in try prototypes(of: element) {
            rows.register(template, forCellWithReuseIdentifier: identifier)
        }
        if let value = try element.number("rowHeight", file: file) { table.rowHeight = value }
        if let value = try element.number("estimatedRowHeight", file: file) { table.estimatedRowHeight = value }
        if let value = try element.number("sectionHeaderHeight", file: file) { table.sectionHeaderHeight = value }
        if let value = try element.number("sectionFooterHeight", file: file) { table.sectionFooterHeight = value }
        let connections = element.children(of: "connections").filter { $0.name == "outlet" }
        let connected = { (property: String) in
            connections.contains { $0["property"] == property && $0["destination"] == owner["id"] }
        }
        let ownTable = controller as? UITableViewController
        let dataSource = connected("dataSource") || (ownTable != nil && connections.isEmpty)
        let delegate = connected("delegate") || (ownTable != nil && connections.isEmpty)
        if let ownTable {
            // Connected when the controller loads its view: the table asks for its rows after the app set its model.
            ownTable.tableView = table
            ownTable.storyboardConnections = (dataSource, delegate)
        } else {
            if dataSource { table.dataSource = controller as? any UITableViewDataSource }
            if delegate { table.delegate = controller as? any UITableViewDelegate }
        }
        for outlet in owner.children(of: "connections") where outlet.name == "outlet" {
            guard let property = outlet["property"], outlet["destination"] == element["id"] else { continue }
            guard let connectable = Outlets.named(property, in: controller), connectable.connect(table) else {
                throw NibError(
                    file: file, line: outlet.line, element: outlet.label,
                    message: "expected @Outlet var \(property): UITableView! in \(type(of: controller))")
            }
        }
        return table
    }
}
