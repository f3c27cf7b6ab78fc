extension NibBuilder {
    /// Sets what the file says about `view`: the attributes every view has, then its class's own.
    func apply(_ element: NibElement, to view: UIView) throws(NibError) {
        if element["translatesAutoresizingMaskIntoConstraints"] == "NO" {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if let mode = element["contentMode"] {
            guard let contentMode = Self.contentModes[mode] else {
                throw error(element, "expected a contentMode (scaleAspectFill, center…), found \"\(mode)\"")
            }
            view.contentMode = contentMode
        }
        if element["hidden"] == "YES" { view.isHidden = true }
        if element["clipsSubviews"] == "YES" { view.clipsToBounds = true }
        if element["userInteractionEnabled"] == "NO" { view.isUserInteractionEnabled = false }
        if element["opaque"] == "NO" { view.isOpaque = false }
        if element["alpha"] != nil { view.alpha = try number(element, "alpha") }
        if element["tag"] != nil { view.tag = Int(try number(element, "tag")) }
        for (key, axis) in [("horizontal", NSLayoutConstraint.Axis.horizontal), ("vertical", .vertical)] {
            if element["\(key)HuggingPriority"] != nil {
                view.setContentHuggingPriority(
                    UILayoutPriority(Float(try number(element, "\(key)HuggingPriority"))), for: axis)
            }
            if element["\(key)CompressionResistancePriority"] != nil {
                view.setContentCompressionResistancePriority(
                    UILayoutPriority(Float(try number(element, "\(key)CompressionResistancePriority"))), for: axis)
            }
        }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            view.autoresizingMask = Self.autoresizingMask(mask)
        }
        if let color = element.child("color", key: "backgroundColor") { view.backgroundColor = try self.color(color) }
        if let color = element.child("color", key: "tintColor") { view.tintColor = try self.color(color) }
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
            view.accessibilityIdentifier = accessibility["identifier"]
            view.accessibilityLabel = accessibility["label"]
        }
        switch view {
        case let label as UILabel: try apply(element, toLabel: label)
        case let imageView as UIImageView: try apply(element, toImageView: imageView)
        case let stack as UIStackView: try apply(element, toStack: stack)
        case let button as UIButton: try apply(element, toButton: button)
        case let indicator as UIActivityIndicatorView: try apply(element, toIndicator: indicator)
        default: break
        }
        for attribute in element.children(of: "userDefinedRuntimeAttributes") {
            try applyRuntimeAttribute(attribute, to: view)
        }
    }

    private func apply(_ element: NibElement, toLabel label: UILabel) throws(NibError) {
        if let text = element["text"] { label.text = text }
        if element["numberOfLines"] != nil { label.numberOfLines = Int(try number(element, "numberOfLines")) }
        if let alignment = element["textAlignment"] {
            guard let value = Self.alignments[alignment] else {
                throw error(element, "expected a textAlignment (natural, left, center…), found \"\(alignment)\"")
            }
            label.textAlignment = value
        }
        if let mode = element["lineBreakMode"] {
            guard let value = Self.lineBreakModes[mode] else {
                throw error(element, "expected a lineBreakMode (tailTruncation, wordWrap…), found \"\(mode)\"")
            }
            label.lineBreakMode = value
        }
        if element["adjustsFontSizeToFit"] == "YES" { label.adjustsFontSizeToFitWidth = true }
        if element["minimumScaleFactor"] != nil { label.minimumScaleFactor = try number(element, "minimumScaleFactor") }
        if element["adjustsFontForContentSizeCategory"] == "YES" { label.adjustsFontForContentSizeCategory = true }
        if let description = element.child("fontDescription", key: "fontDescription") {
            label.font = try font(description)
        }
        if let color = element.child("color", key: "textColor") { label.textColor = try self.color(color) }
    }

    private func apply(_ element: NibElement, toImageView imageView: UIImageView) throws(NibError) {
        guard let name = element["image"] ?? element.child("imageReference", key: "image")?["image"] else { return }
        let catalog = element["catalog"] ?? element.child("imageReference", key: "image")?["catalog"]
        imageView.image = catalog == "system" ? UIImage(systemName: name) : UIImage(named: name)
    }

    private func apply(_ element: NibElement, toStack stack: UIStackView) throws(NibError) {
        if element["axis"] == "vertical" { stack.axis = .vertical }
        if element["spacing"] != nil { stack.spacing = try number(element, "spacing") }
        if let distribution = element["distribution"] {
            guard let value = Self.distributions[distribution] else {
                throw error(element, "expected a distribution (fill, fillEqually…), found \"\(distribution)\"")
            }
            stack.distribution = value
        }
        if let alignment = element["alignment"] {
            guard let value = Self.stackAlignments[alignment] else {
                throw error(element, "expected an alignment (fill, top, center…), found \"\(alignment)\"")
            }
            stack.alignment = value
        }
    }

    private func apply(_ element: NibElement, toButton button: UIButton) throws(NibError) {
        switch element["buttonType"] {
        case nil, "custom": button.buttonType = .custom
        case "system", "roundedRect": button.buttonType = .system
        case "close": button.buttonType = .close
        case "infoLight": button.buttonType = .infoLight
        case "infoDark": button.buttonType = .infoDark
        case "contactAdd": button.buttonType = .contactAdd
        case "detailDisclosure": button.buttonType = .detailDisclosure
        case let other?: throw error(element, "expected a buttonType (system, custom…), found \"\(other)\"")
        }
        let states: [String: UIControl.State] = [
            "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
        ]
        for child in element.children where child.name == "state" {
            guard let key = child["key"], let state = states[key] else {
                throw error(child, "expected a state key normal, highlighted, selected or disabled")
            }
            if let title = child["title"] { button.setTitle(title, for: state) }
            if let image = child["image"] {
                button.setImage(
                    child["catalog"] == "system" ? UIImage(systemName: image) : UIImage(named: image), for: state)
            }
            if let color = child.child("color", key: "titleColor") {
                button.setTitleColor(try self.color(color), for: state)
            }
        }
        if let configuration = element.child("buttonConfiguration", key: "configuration"),
            let title = configuration["title"]
        {
            button.setTitle(title, for: .normal)
        }
    }

    private func apply(_ element: NibElement, toIndicator indicator: UIActivityIndicatorView) throws(NibError) {
        switch element["style"] {
        case nil, "medium", "gray", "white": indicator.style = .medium
        case "large", "whiteLarge": indicator.style = .large
        case let other?: throw error(element, "expected a style medium or large, found \"\(other)\"")
        }
        if element["hidesWhenStopped"] == "NO" { indicator.hidesWhenStopped = false }
        if let color = element.child("color", key: "color") { indicator.color = try self.color(color) }
        if element["animating"] == "YES" { indicator.startAnimating() }
    }

    /// A user-defined runtime attribute: the layer's corner radius, border and clipping (what cells set there).
    private func applyRuntimeAttribute(_ attribute: NibElement, to view: UIView) throws(NibError) {
        let keyPath = attribute["keyPath"] ?? ""
        let value = attribute.child("real", key: "value") ?? attribute.child("integer", key: "value")
        switch keyPath {
        case "layer.cornerRadius", "layer.borderWidth":
            guard let value else { throw error(attribute, "expected a number value for \(keyPath)") }
            let number = try number(value, "value")
            if keyPath == "layer.cornerRadius" {
                view.layer.cornerRadius = number
            } else {
                view.layer.borderWidth = number
            }
        case "layer.masksToBounds", "clipsToBounds":
            view.clipsToBounds = attribute.child("boolean", key: "value")?["value"] == "YES"
        default:
            throw error(
                attribute,
                "reel sets the runtime attributes layer.cornerRadius, layer.borderWidth, layer.masksToBounds and "
                    + "clipsToBounds; set \"\(keyPath)\" in awakeFromNib()")
        }
    }

    private static func autoresizingMask(_ element: NibElement) -> UIView.AutoresizingMask {
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        var mask: UIView.AutoresizingMask = []
        for (key, flag) in flags where element[key] == "YES" { mask.insert(flag) }
        return mask
    }

    private static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
    private static let alignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]
    private static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
        "middleTruncation": .byTruncatingMiddle,
    ]
    private static let distributions: [String: UIStackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    private static let stackAlignments: [String: UIStackView.Alignment] = [
        "fill": .fill, "top": .leading, "leading": .leading, "firstBaseline": .firstBaseline, "center": .center,
        "bottom": .trailing, "trailing": .trailing, "lastBaseline": .lastBaseline,
    ]
}
