import Foundation

/// The frames UIKit's cell styles give the default image view and labels, in the content view's bounds: the image
/// 16 points from the leading edge, as tall as the row less 8 points (square), the labels 16 points after it; the
/// `.subtitle` detail label under the text, the `.value1` detail label at the trailing edge, the `.value2` text label
/// a fixed column before the detail label.
@preconcurrency @MainActor
struct TableCellDefaultLayout {
    let bounds: CGRect
    let style: UITableViewCell.CellStyle
    let imageView: UIImageView?
    let textLabel: UILabel?
    let detailTextLabel: UILabel?

    static let margin: CGFloat = 16

    func apply() {
        var leading = Self.margin
        if let imageView, imageView.image != nil {
            let side = max(0, bounds.height - 8)
            imageView.frame = CGRect(x: leading, y: (bounds.height - side) / 2, width: side, height: side)
            leading += side + Self.margin
        }
        let width = max(0, bounds.width - leading - Self.margin)
        switch style {
        case .default:
            textLabel?.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
        case .subtitle:
            let half = bounds.height / 2
            textLabel?.frame = CGRect(x: leading, y: half - 20, width: width, height: 20)
            detailTextLabel?.frame = CGRect(x: leading, y: half, width: width, height: 18)
        case .value1:
            textLabel?.frame = CGRect(x: leading, y: 0, width: width / 2, height: bounds.height)
            detailTextLabel?.frame = CGRect(x: leading + width / 2, y: 0, width: width / 2, height: bounds.height)
        case .value2:
            let column = min(width, 90)
            textLabel?.frame = CGRect(x: leading, y: 0, width: column, height: bounds.height)
            detailTextLabel?.frame = CGRect(
                x: leading + column + 6, y: 0, width: max(0, width - column - 6), height: bounds.height)
        }
    }
}
