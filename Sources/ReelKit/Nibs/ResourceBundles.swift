import Foundation

/// What an app's `Bundle.main` stands for when its files run in a Swift package: the main bundle (the directory of
/// the executable), and the resource bundles SwiftPM builds beside it, one per target with resources
/// (`<package>_<target>.resources` on Linux, `<package>_<target>.bundle` on Darwin). An app's nib or storyboard is
/// in one of those; its code passes `bundle: nil` or `Bundle.main` as it did in the app.
enum ResourceBundles {
    /// Where a resource was found.
    enum Location: Equatable {
        case found(URL)
        /// In more than one resource bundle (their names), so which one the app meant is unknown.
        case several([String])
        case missing
    }

    /// The resource `name.fileExtension` in `bundle`; for the main bundle, else in the one resource bundle beside it
    /// that holds it.
    static func locate(_ name: String, extension fileExtension: String, in bundle: Bundle) -> Location {
        if let url = bundle.url(forResource: name, withExtension: fileExtension) { return .found(url) }
        guard bundle === Bundle.main else { return .missing }
        let found = besideMain().compactMap { folder -> (String, URL)? in
            guard let url = Bundle(url: folder)?.url(forResource: name, withExtension: fileExtension) else {
                return nil
            }
            return (folder.lastPathComponent, url)
        }
        switch found.count {
        case 0: return .missing
        case 1: return .found(found[0].1)
        default: return .several(found.map(\.0))
        }
    }

    /// The folders `bundle`'s resources are in: its own, and for the main bundle those of the resource bundles beside
    /// it too.
    static func resourceFolders(of bundle: Bundle) -> [URL] {
        let own = bundle.resourceURL ?? bundle.bundleURL
        guard bundle === Bundle.main else { return [own] }
        return [own] + besideMain().map { Bundle(url: $0)?.resourceURL ?? $0 }
    }

    /// The resource bundles beside the main bundle, by name.
    private static func besideMain() -> [URL] {
        #if canImport(Darwin)
            let suffix = ".bundle"
        #else
            let suffix = ".resources"
        #endif
        // A command-line program's main bundle is the folder it is in, where SwiftPM puts the resource bundles.
        let folder = Bundle.main.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map {
            folder.appendingPathComponent($0, isDirectory: true)
        }
    }
}
