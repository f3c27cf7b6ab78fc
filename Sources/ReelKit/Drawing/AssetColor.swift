import Foundation
import Synchronization

/// A colour of an asset catalogue: the `NAME.colorset` folder of an `.xcassets` catalogue in an app's resources,
/// read from its `Contents.json` as Xcode writes it: components as 0–1 decimals, 0–255 integers or `0x` hex bytes
/// (alpha always 0–1); `srgb`, `display-p3` and `extended-srgb` read as sRGB, `gray-gamma-22` as white. Of its
/// entries, those for the iPhone win over universal ones, a light one over the one for any appearance; entries for
/// other idioms or other appearances (high contrast) and references to system colours are not read.
struct AssetColor: Equatable, Sendable {
    /// RGBA 0–1 for the light (or any) appearance and, when the colour set has one, the dark appearance.
    var any: [Double]
    var dark: [Double]?

    /// Colours found so far, by resource folders and name (catalogues do not change while the app runs).
    private static let found = Mutex<[String: AssetColor?]>([:])

    /// The colour set `name` in the asset catalogues among `folders` (searched in order), nil when none has it.
    static func find(_ name: String, in folders: [URL]) -> AssetColor? {
        let key = folders.map(\.path).joined(separator: "\n") + "\n" + name
        if let known = found.withLock({ $0[key] }) { return known }
        var color: AssetColor?
        search: for folder in folders {
            for catalogue in catalogues(in: folder) {
                guard let contents = colorSet(name, in: catalogue) else { continue }
                color = read(contents)
                break search
            }
        }
        found.withLock { $0[key] = color }
        return color
    }

    /// The `.xcassets` folders in `folder` and one level down, in name order.
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

    /// The `Contents.json` of `name.colorset` in `catalogue` or its groups, the first in path order.
    private static func colorSet(_ name: String, in catalogue: URL) -> URL? {
        let wanted = "\(name).colorset"
        let paths = (FileManager.default.enumerator(atPath: catalogue.path)?.allObjects as? [String]) ?? []
        guard let path = paths.sorted().first(where: { ($0 as NSString).lastPathComponent == wanted }) else {
            return nil
        }
        return catalogue.appendingPathComponent(path).appendingPathComponent("Contents.json")
    }

    /// The colour set's light and dark colours, nil when its file holds no light or any-appearance colour.
    static func read(_ file: URL) -> AssetColor? {
        guard let data = try? Data(contentsOf: file),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let colors = object["colors"] as? [[String: Any]]
        else { return nil }
        // Per appearance, the best entry so far: (rank, colour); a lower rank wins (iPhone before universal).
        var light: (Int, [Double])?
        var anyAppearance: (Int, [Double])?
        var dark: (Int, [Double])?
        for entry in colors {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard let rank = ["iphone": 0, "universal": 1][idiom],
                let rgba = components(entry["color"] as? [String: Any])
            else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            guard appearances.allSatisfy({ $0["appearance"] as? String == "luminosity" }) else { continue }
            let keep = { (current: (Int, [Double])?) in current.map { $0.0 <= rank } == true ? current : (rank, rgba) }
            switch appearances.first?["value"] as? String {
            case nil: anyAppearance = keep(anyAppearance)
            case "light": light = keep(light)
            case "dark": dark = keep(dark)
            default: continue
            }
        }
        guard let shown = light ?? anyAppearance else { return nil }
        return AssetColor(any: shown.1, dark: dark?.1)
    }

    /// RGBA 0–1 of a `color` object's components (nil for a reference to a system colour).
    private static func components(_ color: [String: Any]?) -> [Double]? {
        guard let values = color?["components"] as? [String: Any] else { return nil }
        func value(_ key: String, byte: Bool = true) -> Double? {
            if let number = values[key] as? NSNumber, !(values[key] is String) { return number.doubleValue }
            guard let text = (values[key] as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if !byte || text.contains(".") || text.lowercased().contains("e") { return Double(text) }
            return Int(text).map { Double($0) / 255 }
        }
        let alpha = value("alpha", byte: false) ?? 1
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
        // One colour when the set has no dark one or the traits choose; else one that follows the appearance.
        guard let dark = color.dark, traitCollection == nil else {
            let chosen = traitCollection?.userInterfaceStyle == .dark ? color.dark ?? color.any : color.any
            self.init(red: chosen[0], green: chosen[1], blue: chosen[2], alpha: chosen[3])
            return
        }
        let light = UIColor(red: color.any[0], green: color.any[1], blue: color.any[2], alpha: color.any[3])
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
