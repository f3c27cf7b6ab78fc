extension NibBuilder {
    /// A `<color>`: RGB or white components, a system colour (`systemColor`, `cocoaTouchSystemColor`) or a named
    /// colour, looked up in the document's resources first (where Xcode writes their values), then by name.
    func color(_ element: NibElement) throws(NibError) -> UIColor? {
        if element["red"] != nil || element["white"] != nil {
            let alpha = try number(element, "alpha", default: 1)
            if element["white"] != nil { return UIColor(white: try number(element, "white"), alpha: alpha) }
            return UIColor(
                red: try number(element, "red"), green: try number(element, "green"),
                blue: try number(element, "blue"), alpha: alpha)
        }
        guard let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] ?? element["name"] else {
            throw error(element, "expected a colour as red/green/blue, white, systemColor or name")
        }
        if let resource = resources[name], let value = resource.child("color") { return try color(value) }
        let key = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        if key == "clear" { return .clear }
        guard let known = Self.namedColors[key] else {
            throw error(element, "no colour is named \"\(name)\" here: expected UIKit's system colours or <resources>")
        }
        return known
    }

    /// A `<fontDescription>`: a text style, a system font (`type="system"` / `boldSystem` / `italicSystem`, with a
    /// weight), or a named font.
    func font(_ element: NibElement) throws(NibError) -> UIFont {
        if let style = element["style"] { return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
        let size = try number(element, "pointSize", default: 17)
        switch element["type"] {
        case "system":
            guard let weightName = element["weight"] else { return .systemFont(ofSize: size) }
            guard let weight = Self.weights[weightName] else {
                throw error(element, "expected a font weight (regular, semibold, bold…), found \"\(weightName)\"")
            }
            return .systemFont(ofSize: size, weight: weight)
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case nil:
            guard let name = element["name"], let font = UIFont(name: name, size: size) else {
                throw error(element, "expected a font with a style, a type or a name")
            }
            return font
        case let other?:
            throw error(element, "expected a font type system, boldSystem or italicSystem, found \"\(other)\"")
        }
    }

    private static let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    private static let namedColors: [String: UIColor] = [
        "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray, "red": .red,
        "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta, "orange": .orange,
        "purple": .purple, "brown": .brown, "darkText": .black, "lightText": UIColor(white: 1, alpha: 0.6),
        "groupTableViewBackground": .systemGroupedBackground,
        "systemRed": .systemRed, "systemGreen": .systemGreen, "systemBlue": .systemBlue, "systemOrange": .systemOrange,
        "systemYellow": .systemYellow, "systemPink": .systemPink, "systemPurple": .systemPurple,
        "systemTeal": .systemTeal, "systemIndigo": .systemIndigo, "systemBrown": .systemBrown,
        "systemMint": .systemMint,
        "systemCyan": .systemCyan, "systemGray": .systemGray, "systemGray2": .systemGray2,
        "systemGray3": .systemGray3, "systemGray4": .systemGray4, "systemGray5": .systemGray5,
        "systemGray6": .systemGray6, "label": .label, "secondaryLabel": .secondaryLabel,
        "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText,
        "link": .link, "separator": .separator, "opaqueSeparator": .opaqueSeparator, "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
        "quaternarySystemFill": .quaternarySystemFill, "systemBackground": .systemBackground,
        "secondarySystemBackground": .secondarySystemBackground, "tertiarySystemBackground": .tertiarySystemBackground,
        "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "tint": .tintColor,
    ]
}
