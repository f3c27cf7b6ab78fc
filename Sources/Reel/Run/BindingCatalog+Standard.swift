import Foundation
import ReelCore
import ReelKit

extension BindingCatalog {
    /// This catalogue (its galleries, and any catalogue names it serves itself) with every other catalogue name
    /// served by its ReelKit cell class — what every run and every validation does, whoever made the catalogue
    /// (`reel`, a user's tool, ReelTesting).
    package func withStandardCatalogue() -> BindingCatalog {
        var catalog = self
        catalog.registerCatalogue(keepingRegistered: true)
        return catalog
    }
}
