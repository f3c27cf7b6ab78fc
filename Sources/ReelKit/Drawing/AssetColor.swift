import Foundation

/// A colour of an asset catalogue: the `NAME.colorset` folder of an `.xcassets` catalogue in an app's resources,
/// read from its `Contents.json` as Xcode writes it (components as 0–1 decimals, 0–255 integers or `0x` hex bytes;
/// `srgb`, `display-p3` and `extended-srgb` read as sRGB, `gray-gamma-22` as white), with its dark appearance.
struct AssetColor: Equatable {
    /// RGBA 0–1 for the any appearance and, when the colour set has one, the dark appearance.
    var any: [Double]
    var dark: [Double]?

    /// The colour set `name` in the asset catalogues among `folders` (searched in order), nil when none has it.
    static func find(_ name: String, in folders: [URL]) -> AssetColor? {
        for folder in folders {
            for catalogue in catalogues(in: folder) {
                guard let contents = colorSet(name, in: catalogue) else { continue }
                return read(contents)
            }
        }
        return nil
    }

    /// The `.xcassets` folders in `folder` and one level down.
    private static func catalogues(in folder: URL) -> [URL] {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var found: [URL] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            if name.hasSuffix(".xcassets") {
                found.append(url)
            } else if let inner = try? manager.contentsOfDirectory(atPath: url.path) {
                found += inner.sorted().filter { $0.hasSuffix(".xcassets") }.map { url.appendingPathComponent($0) }
            }
        }
        return found
    }

    /// The `Contents.json` of `name.colorset` anywhere in `catalogue` (groups are folders).
    private static func colorSet(_ name: String, in catalogue: URL) -> URL? {
        let wanted = "\(name).colorset"
        guard let walk = FileManager.default.enumerator(atPath: catalogue.path) else { return nil }
        for case let path as String in walk where (path as NSString).lastPathComponent == wanted {
            return catalogue.appendingPathComponent(path).appendingPathComponent("Contents.json")
        }
        return nil
    }

    /// The colour set's any and dark colours, nil when its file holds neither as components.
    static func read(_ file: URL) -> AssetColor? {
        guard let data = try? Data(contentsOf: file),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let colors = object["colors"] as? [[String: Any]]
        else { return nil }
        var any: [Double]?
        var dark: [Double]?
        for entry in colors {
            guard let rgba = components(entry["color"] as? [String: Any]) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            switch luminosity {
            case nil: any = any ?? rgba
            case "dark": dark = dark ?? rgba
            default: continue
            }
        }
        guard let any = any ?? dark else { return nil }
        return AssetColor(any: any, dark: dark)
    }

    /// RGBA 0–1 of a `color` object's components.
    private static func components(_ color: [String: Any]?) -> [Double]? {
        guard let values = color?["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            guard let text = (values[key] as? String) ?? (values[key] as? NSNumber)?.stringValue else { return nil }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x") {
                return Int(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
            }
            if trimmed.contains(".") { return Double(trimmed) }
            return Int(trimmed).map { Double($0) / 255 }
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return [white, white, white, alpha].map { min(1, max(0, $0)) } }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return [red, green, blue, alpha].map { min(1, max(0, $0)) }
    }
}

extension UIColor {
    /// A colour of the app's asset catalogue (`NAME.colorset` in an `.xcassets` folder among the app's resources:
    /// add the catalogue to the target's resources with `.copy`), with its dark appearance; nil when no catalogue has
    /// it, as UIKit gives.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A colour of `bundle`'s asset catalogue (the main bundle and the resource bundles beside it when nil).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let color = AssetColor.find(name, in: ResourceBundles.resourceFolders(of: bundle ?? .main)) else {
            return nil
        }
        let light = UIColor(red: color.any[0], green: color.any[1], blue: color.any[2], alpha: color.any[3])
        guard let dark = color.dark else {
            self.init(red: color.any[0], green: color.any[1], blue: color.any[2], alpha: color.any[3])
            return
        }
        let night = UIColor(red: dark[0], green: dark[1], blue: dark[2], alpha: dark[3])
        self.init(dynamicProvider: { traits in traits.userInterfaceStyle == .dark ? night : light })
    }
}

extension UIColor {
    /// Makes the colour the current fill colour of the image context open on this thread. An image reel draws keeps
    /// which item image it shows, not pixels (`UIGraphicsImageRendererContext`), so the colour changes nothing.
    public func setFill() {}

    /// Makes the colour the current stroke colour (see `setFill()`).
    public func setStroke() {}

    /// Makes the colour the current fill and stroke colour (see `setFill()`).
    public func set() {}
}
