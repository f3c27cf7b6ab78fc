import Foundation

extension Bundle {
    /// UIKit's `loadNibNamed(_:owner:options:)`: the top-level objects of the nib `name.xib` in this bundle (for
    /// `Bundle.main`, the package's resource bundle that holds it), made as `UINib.instantiate(withOwner:options:)`
    /// makes them. A nib that cannot be loaded stops the run with one line, where UIKit raises an exception.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
