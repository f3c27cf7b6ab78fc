/// Makes the objects of one part of an Interface Builder file — a xib's top-level objects, or one prototype cell
/// of a storyboard — as UIKit does: each view through its `init?(coder:)`, its attributes set, subviews added, then
/// the constraints activated, the outlets connected by name and `awakeFromNib()` called on every object made.
@preconcurrency @MainActor
struct NibBuilder {
    let file: String
    /// The document's `<resources>` (named and system colours by name).
    let resources: [String: NibElement]
    /// The objects made, by `id`.
    private var objects: [String: AnyObject] = [:]
    /// The views made, in document order (for `awakeFromNib`).
    private var made: [UIView] = []
    private var constraints: [(owner: UIView, element: NibElement)] = []
    private var connections: [(source: AnyObject, sourceLabel: String, element: NibElement)] = []

    init(file: String, document: NibElement) {
        self.file = file
        var resources: [String: NibElement] = [:]
        for resource in document.children(of: "resources") where resource["name"] != nil {
            resources[resource["name"]!] = resource
        }
        self.resources = resources
    }

    func error(_ element: NibElement, _ message: String) -> NibError {
        NibError(file: file, line: element.line, element: element.label, message: message)
    }

    /// Makes the objects of `elements` (placeholders stand for `owner`), connects them and wakes them.
    mutating func instantiate(_ elements: [NibElement], owner: AnyObject?, wake: Bool = true) throws(NibError)
        -> [UIView]
    {
        var top: [UIView] = []
        for element in elements {
            if element.name == "placeholder" {
                if element["placeholderIdentifier"] == "IBFilesOwner", let owner, let id = element["id"] {
                    objects[id] = owner
                    queueConnections(of: element, source: owner)
                }
                continue
            }
            top.append(try makeView(element))
        }
        try activateConstraints()
        try connectOutlets()
        if wake { for view in made { view.awakeFromNib() } }
        return top
    }

    /// The view of `element` and its subviews.
    mutating func makeView(_ element: NibElement) throws(NibError) -> UIView {
        guard let kind = NibViewKind(rawValue: element.name) else {
            throw error(element, "expected a view element (\(NibViewKind.allNames)), found <\(element.name)>")
        }
        let type = try viewClass(of: element, kind: kind)
        var contentView: UIView?
        if kind == .collectionViewCell || kind == .tableViewCell {
            let names = ["view", "collectionViewCellContentView", "tableViewCellContentView"]
            let declared = element.children.first { $0["key"] == "contentView" && names.contains($0.name) }
            if let declared { contentView = try makeView(declared) }
        }
        let coder = NibCoder(frame: Self.rect(element.child("rect", key: "frame")), contentView: contentView)
        guard let view = type.init(coder: coder) else {
            throw error(element, "\(type)'s init?(coder:) returned nil: it must call super.init(coder:)")
        }
        if let id = element["id"] { objects[id] = view }
        made.append(view)
        try apply(element, to: view)
        let container = (view as? UICollectionViewCell)?.contentView ?? view
        for child in element.children(of: "subviews") {
            let subview = try makeView(child)
            if let stack = view as? UIStackView {
                stack.addArrangedSubview(subview)
            } else {
                container.addSubview(subview)
            }
        }
        for constraint in element.children(of: "constraints") {
            guard constraint.name == "constraint" else {
                throw error(constraint, "expected <constraint> in <constraints>")
            }
            constraints.append((view, constraint))
        }
        for guide in element.children where guide.name == "viewLayoutGuide" {
            if let id = guide["id"] {
                objects[id] = guide["key"] == "safeArea" ? view.safeAreaLayoutGuide : view.layoutMarginsGuide
            }
        }
        queueConnections(of: element, source: view)
        return view
    }

    private func viewClass(of element: NibElement, kind: NibViewKind) throws(NibError) -> UIView.Type {
        guard let name = element["customClass"] else { return kind.base }
        let module = element["customModule"]
        guard let found = NibClasses.lookup(name, module: module) else {
            let searched = NibClasses.searchedModules(fileModule: module)
            let modules = searched.isEmpty ? "no module" : "the modules " + searched.joined(separator: ", ")
            throw error(
                element,
                "no class \(name) is known: none of that name in \(modules) (a module's classes are found once one "
                    + "of its galleries or classes is registered); register it with NibClasses.register(\(name).self)")
        }
        guard let type = kind.accepts(found) else {
            throw error(element, "\(name) is not a subclass of \(kind.base), which <\(element.name)> makes")
        }
        return type
    }

    private mutating func queueConnections(of element: NibElement, source: AnyObject) {
        for connection in element.children(of: "connections") {
            connections.append((source, element.label, connection))
        }
    }

    // MARK: Constraints

    private mutating func activateConstraints() throws(NibError) {
        for (owner, element) in constraints {
            let ownerItem = (owner as? UICollectionViewCell)?.contentView ?? owner
            let first = try item(element["firstItem"], element) ?? ownerItem
            let second = try item(element["secondItem"], element)
            guard let firstAttribute = Self.attribute(element["firstAttribute"]) else {
                throw error(
                    element,
                    "expected a firstAttribute (leading, top, width…), found "
                        + (element["firstAttribute"].map { "\"\($0)\"" } ?? "none"))
            }
            let secondAttribute = Self.attribute(element["secondAttribute"]) ?? .notAnAttribute
            if second != nil, secondAttribute == .notAnAttribute {
                throw error(element, "expected a secondAttribute for the secondItem")
            }
            let relation: NSLayoutConstraint.Relation
            switch element["relation"] {
            case nil: relation = .equal
            case "greaterThanOrEqual": relation = .greaterThanOrEqual
            case "lessThanOrEqual": relation = .lessThanOrEqual
            case let other?:
                throw error(element, "expected relation greaterThanOrEqual or lessThanOrEqual, found \"\(other)\"")
            }
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: try multiplier(element),
                constant: try number(element, "constant"))
            if element["priority"] != nil {
                constraint.priority = UILayoutPriority(Float(try number(element, "priority")))
            }
            constraint.identifier = element["identifier"]
            constraint.isActive = true
        }
    }

    /// The view or layout guide `id` names; a cell stands for its content view, where its layout happens.
    private func item(_ id: String?, _ element: NibElement) throws(NibError) -> AnyObject? {
        guard let id else { return nil }
        guard let object = objects[id] else {
            throw error(
                element,
                "no view or layout guide has the id \"\(id)\" in this \(file.hasSuffix(".xib") ? "file" : "cell")")
        }
        return (object as? UICollectionViewCell)?.contentView ?? object
    }

    private func multiplier(_ element: NibElement) throws(NibError) -> CGFloat {
        guard let text = element["multiplier"] else { return 1 }
        let parts = text.split(separator: ":").map { Double($0) }
        if parts.count == 2, let numerator = parts[0], let denominator = parts[1], denominator != 0 {
            return CGFloat(numerator / denominator)
        }
        guard parts.count == 1, let value = parts[0] else {
            throw error(element, "expected a multiplier as a number or a ratio (\"1:1\"), found \"\(text)\"")
        }
        return CGFloat(value)
    }

    func number(_ element: NibElement, _ key: String, default fallback: Double = 0) throws(NibError) -> CGFloat {
        guard let text = element[key] else { return CGFloat(fallback) }
        guard let value = Double(text) else { throw error(element, "expected a number for \(key), found \"\(text)\"") }
        return CGFloat(value)
    }

    private static func attribute(_ name: String?) -> NSLayoutConstraint.Attribute? {
        guard let name else { return nil }
        return attributes[name]
    }

    private static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    // MARK: Outlets

    private func connectOutlets() throws(NibError) {
        // A load fills each outlet collection anew, as UIKit sets a new array.
        var filled: [ObjectIdentifier: Set<String>] = [:]
        for (source, _, element) in connections where element.name == "outletCollection" {
            guard let property = element["property"], let outlet = Outlets.named(property, in: source),
                outlet.isCollection, filled[ObjectIdentifier(source), default: []].insert(property).inserted
            else { continue }
            outlet.clear()
        }
        for (source, sourceLabel, element) in connections {
            switch element.name {
            case "outlet", "outletCollection":
                guard let property = element["property"], let destination = element["destination"] else {
                    throw error(element, "expected an outlet with a property and a destination")
                }
                guard let target = objects[destination] else {
                    throw error(element, "no object has the destination id \"\(destination)\" in this file")
                }
                try connect(property, of: source, to: target, element)
            case "action", "segue":
                continue  // reel sends no events and performs no segues
            default:
                throw error(
                    element, "expected <outlet>, <outletCollection> or <action> in the connections of \(sourceLabel)")
            }
        }
    }

    private func connect(_ property: String, of source: AnyObject, to target: AnyObject, _ element: NibElement)
        throws(NibError)
    {
        let owner = String(describing: type(of: source))
        guard let outlet = Outlets.named(property, in: source) else {
            let hint =
                Outlets.hasPlainProperty(property, in: source)
                ? "its \(property) is not an @Outlet (write @IBOutlet weak var as @Outlet var)"
                : "it has no property \(property)"
            throw error(element, "expected @Outlet var \(property) in \(owner), but \(hint)")
        }
        let collection = element.name == "outletCollection"
        guard outlet.isCollection == collection else {
            let written = collection ? "an array (@Outlet var \(property): [UIView]!)" : "one object, not an array"
            throw error(element, "\(owner).\(property) holds \(outlet.valueType): <\(element.name)> needs \(written)")
        }
        guard outlet.connect(target) else {
            throw error(
                element, "\(owner).\(property) holds \(outlet.valueType), and the destination is a \(type(of: target))")
        }
    }

    // MARK: Values

    static func rect(_ element: NibElement?) -> CGRect {
        func value(_ key: String) -> CGFloat { CGFloat(Double(element?[key] ?? "") ?? 0) }
        return CGRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
    }
}

/// The view elements reel makes, and the UIKit class each makes when it names no custom class.
enum NibViewKind: String, CaseIterable {
    case view, imageView, label, stackView, button, activityIndicatorView, collectionViewCell
    case collectionViewCellContentView, tableViewCell, tableViewCellContentView, collectionReusableView

    var base: UIView.Type {
        switch self {
        case .view, .collectionViewCellContentView, .tableViewCellContentView: UIView.self
        case .imageView: UIImageView.self
        case .label: UILabel.self
        case .stackView: UIStackView.self
        case .button: UIButton.self
        case .activityIndicatorView: UIActivityIndicatorView.self
        case .collectionViewCell: UICollectionViewCell.self
        case .tableViewCell: UITableViewCell.self
        case .collectionReusableView: UICollectionReusableView.self
        }
    }

    /// `type` as a class this element may make (the element's class or a subclass of it).
    func accepts(_ type: AnyClass) -> UIView.Type? {
        switch self {
        case .view, .collectionViewCellContentView, .tableViewCellContentView: type as? UIView.Type
        case .imageView: type as? UIImageView.Type
        case .label: type as? UILabel.Type
        case .stackView: type as? UIStackView.Type
        case .button: type as? UIButton.Type
        case .activityIndicatorView: type as? UIActivityIndicatorView.Type
        case .collectionViewCell: type as? UICollectionViewCell.Type
        case .tableViewCell: type as? UITableViewCell.Type
        case .collectionReusableView: type as? UICollectionReusableView.Type
        }
    }

    static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
