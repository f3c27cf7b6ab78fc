/// The name of a method, for target/action. Swift on Linux has no Objective-C runtime: `#selector(...)` and `@objc`
/// do not compile, so a `Selector` is made from a string (`Selector("refresh")`) and is never sent.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}

extension UIControl {
    /// Target/action: compiles and is ignored, reported once (reel sends no touches or value changes, and a
    /// selector cannot be sent without the Objective-C runtime). `addAction(_:for:)` is kept the same way.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        GalleryEngines.ignored(
            "addTarget(_:action:for:): reel sends no control events (no touches), so the action never runs")
    }

    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
}
