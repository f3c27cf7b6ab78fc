import Foundation
import ReelFiles

/// A `.xib` file read from a bundle's resources, as UIKit's `UINib`: register it with a collection view
/// (`register(_:forCellWithReuseIdentifier:)`, `CellRegistration(cellNib:)`) or make its objects with
/// `instantiate(withOwner:options:)`. reel reads the XML Xcode writes (compiled `.nib` files are not read): views,
/// labels, image views, stack views, buttons, activity indicators, constraints, outlets (`@Outlet`) and custom
/// classes (`NibClasses`); see docs/reelkit.md.
@preconcurrency @MainActor
public final class UINib {
    /// Options of `instantiate(withOwner:options:)` (none changes what reel makes).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    let file: String
    private let document: Result<NibElement, NibError>

    /// The nib `name.xib` in `bundle`. With nil (the main bundle), as an app's code passes it: the main bundle, else
    /// the one resource bundle of the package's targets that holds it (an app's resources are a package target's
    /// `Bundle.module` here).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        file = "\(name).xib"
        document = InterfaceBuilderFile.read(name: name, extension: "xib", bundle: bundleOrNil ?? .main)
    }

    /// The nib whose XML is `data`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        file = "<data>.xib"
        document = Result { () throws(NibError) in try NibXMLReader.parse(Array(data), file: "<data>.xib") }
    }

    /// Makes the nib's top-level objects (the File's Owner placeholder's outlets connect to `owner`), connects them
    /// and calls `awakeFromNib()` on each. A nib that cannot be loaded stops the run (see `NibFailure`) and gives no
    /// objects.
    public func instantiate(withOwner owner: Any?, options: [OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try objects(owner: owner as AnyObject?)
        } catch {
            NibFailure.report(error)
            return []
        }
    }

    @discardableResult
    func objects(owner: AnyObject?) throws(NibError) -> [UIView] {
        let root = try documentRoot()
        var builder = NibBuilder(file: file, document: root)
        return try builder.instantiate(root.children(of: "objects"), owner: owner)
    }

    /// The document, checked to be an Interface Builder file.
    func documentRoot() throws(NibError) -> NibElement {
        let root = try document.get()
        guard root.name == "document", root.child("objects") != nil else {
            throw NibError(
                file: file, line: root.line, element: "<\(root.name)>",
                message: "expected an Interface Builder <document> with <objects>")
        }
        return root
    }

    /// The template of the nib's one top-level object, a collection view or table view cell (what UIKit requires
    /// of a nib registered for cells).
    func cellTemplate() throws(NibError) -> NibCellTemplate {
        let root = try documentRoot()
        let objects = root.children(of: "objects").filter { $0.name != "placeholder" }
        guard objects.count == 1, let cell = objects.first, ["collectionViewCell", "tableViewCell"].contains(cell.name)
        else {
            let found = objects.map { "<\($0.name)>" }.joined(separator: ", ")
            throw NibError(
                file: file, line: root.child("objects")?.line ?? 0, element: "<objects>",
                message: "expected exactly one top-level <collectionViewCell> or <tableViewCell>, found "
                    + (found.isEmpty ? "none" : found))
        }
        return try NibCellTemplate(file: file, document: root, element: cell)
    }
}

/// Reading an Interface Builder file from a bundle.
enum InterfaceBuilderFile {
    static func read(name: String, extension fileExtension: String, bundle: Bundle) -> Result<NibElement, NibError> {
        let file = "\(name).\(fileExtension)"
        let url: URL
        switch ResourceBundles.locate(name, extension: fileExtension, in: bundle) {
        case .found(let found): url = found
        case .several(let bundles):
            return .failure(
                NibError(
                    file: file,
                    message:
                        "\(bundles.count) resource bundles hold \(file) (\(bundles.joined(separator: ", "))): pass "
                        + "the target's bundle (bundle: .module) instead of nil or Bundle.main"))
        case .missing:
            let compiled = fileExtension == "xib" ? "nib" : "storyboardc"
            let message =
                bundle.url(forResource: name, withExtension: compiled) != nil
                ? "only the compiled \(name).\(compiled) is in the bundle: reel reads the \(file) Xcode writes"
                : "no \(file) in the bundle \(bundle.bundleURL.lastPathComponent)"
                    + (bundle === Bundle.main ? " or the package's resource bundles beside it" : "")
                    + ": add it to the target's resources"
            return .failure(NibError(file: file, message: message))
        }
        let bytes: [UInt8]
        switch RegularFile.read(url.path, limit: RegularFile.Limit.document) {
        case .success(let read): bytes = read
        case .failure(let refusal):
            return .failure(NibError(file: file, message: "cannot read \(url.path) (\(refusal))"))
        }
        return Result { () throws(NibError) in try NibXMLReader.parse(bytes, file: file) }
    }
}
