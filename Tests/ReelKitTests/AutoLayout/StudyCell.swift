import Foundation

@testable import ReelKit

/// A label whose intrinsic size is set, not measured (the sizes the feasibility study fixed).
final class SizedLabel: UILabel {
    var fixedSize = CGSize(width: 150, height: 20) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { fixedSize }
}

/// The feasibility study's benchmark cell, written as UIKit code: an image pinned to the top, leading and trailing
/// edges with a 1:1 aspect ratio at 999; a title 8 pt below it, inset 8 (trailing at 999); a subtitle 4 pt below
/// the title, its trailing edge at most −8, its bottom −8 at 999 and its vertical compression resistance 749; a
/// 24 pt badge at the top trailing corner with its aspect ratio at 750.
final class StudyCell: UICollectionViewCell {
    let imageView = UIImageView()
    let titleLabel = SizedLabel()
    let subtitleLabel = SizedLabel()
    let badgeView = UIImageView()
    /// The title's top constraint, to change its constant.
    var titleTop: NSLayoutConstraint!

    required init(frame: CGRect) {
        super.init(frame: frame)
        for view in [imageView, titleLabel, subtitleLabel, badgeView] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        titleLabel.numberOfLines = 2
        titleLabel.fixedSize = CGSize(width: 150, height: 20)
        subtitleLabel.fixedSize = CGSize(width: 90, height: 16)
        subtitleLabel.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        NSLayoutConstraint.activate(Self.constraints(of: self))
    }

    required init?(coder: NSCoder) { nil }

    /// The cell's constraints, in the order the study activates them.
    static func constraints(of cell: StudyCell) -> [NSLayoutConstraint] {
        let (contentView, imageView, titleLabel) = (cell.contentView, cell.imageView, cell.titleLabel)
        let (subtitleLabel, badgeView) = (cell.subtitleLabel, cell.badgeView)
        let aspect = imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 1)
        aspect.priority = UILayoutPriority(999)
        let titleTrailing = titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8)
        titleTrailing.priority = UILayoutPriority(999)
        let bottom = subtitleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8)
        bottom.priority = UILayoutPriority(999)
        let badgeHeight = badgeView.heightAnchor.constraint(equalTo: badgeView.widthAnchor, multiplier: 1)
        badgeHeight.priority = .defaultHigh
        cell.titleTop = titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8)
        return [
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            aspect,
            cell.titleTop,
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            titleTrailing,
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -8),
            bottom,
            badgeView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            badgeView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            badgeView.widthAnchor.constraint(equalToConstant: 24),
            badgeHeight,
        ]
    }

    /// The content view's fitting size at a width of 180 (the study's self-sizing call).
    func fittedContentSize() -> CGSize {
        contentView.systemLayoutSizeFitting(
            CGSize(width: 180, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }
}
