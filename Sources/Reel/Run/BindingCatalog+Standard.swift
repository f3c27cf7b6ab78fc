import Foundation
import ReelCore
import ReelKit

extension BindingCatalog {
    /// The catalogue a run uses unless told otherwise: each `binding` name runs its ReelKit cell class
    /// (`Catalogue`). The environment variable `REEL_CATALOGUE=core` switches every name back to ReelCore's
    /// strategies (to compare, or to bisect).
    public static var standard: BindingCatalog { BindingCatalog().withStandardCatalogue() }

    /// This catalogue (its galleries, and any catalogue names it serves itself) with every other catalogue name
    /// served by its ReelKit cell class — what every run does, whoever made the catalogue (`reel`, a user's tool,
    /// ReelTesting). `REEL_CATALOGUE=core` leaves the names to ReelCore's strategies.
    public func withStandardCatalogue() -> BindingCatalog {
        guard ProcessInfo.processInfo.environment["REEL_CATALOGUE"] != "core" else { return self }
        var catalog = self
        catalog.registerCatalogue(keepingRegistered: true)
        return catalog
    }
}
