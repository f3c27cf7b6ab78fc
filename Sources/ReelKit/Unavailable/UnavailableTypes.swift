// UIKit types ReelKit does not have. Each is declared unavailable with a message naming ReelKit and what to do, so
// code that uses one stops at a compiler error that says so, instead of "cannot find type in scope" or an error
// blaming another module. docs/reelkit.md lists the UIKit API ReelKit has.

@available(*, unavailable, message: "ReelKit runs collection views, not tables: port the table to UICollectionView")
@MainActor open class UITableView: UIView {}

@available(*, unavailable, message: "ReelKit runs collection views, not tables: subclass UICollectionViewCell")
@MainActor open class UITableViewCell: UIView {}
