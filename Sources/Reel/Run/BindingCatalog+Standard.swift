import Foundation
import ReelCore
import ReelKit

extension BindingCatalog {
    /// The catalogue a run uses unless told otherwise: each `binding` name runs its ReelKit cell class
    /// (`Catalogue`), except `index-path-keyed-prefetch`, which stays ReelCore's strategy. The environment variable
    /// `REEL_CATALOGUE=core` switches every name back to ReelCore's strategies (to compare, or to bisect).
    public static var standard: BindingCatalog {
        ProcessInfo.processInfo.environment["REEL_CATALOGUE"] == "core" ? .builtIn : Catalogue.bindings
    }
}
