/// What a cell keeps of its configurations: the content and background configurations, the update handler, and
/// whether an update was asked for and has not run yet.
@preconcurrency @MainActor
struct CellConfigurations {
    var content: (any UIContentConfiguration)?
    var background: UIBackgroundConfiguration?
    var updateHandler: UICollectionViewCell.ConfigurationUpdateHandler?
    var needsUpdate = false
    var automaticallyUpdatesContent = true
    var automaticallyUpdatesBackground = true
}
