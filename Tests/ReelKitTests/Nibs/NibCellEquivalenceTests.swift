import Foundation
import Testing

@testable import ReelKit

/// `PhotoFeedCell.xib`'s cell made in code: the same views, attributes and constraints.
final class CodeFeedCell: UICollectionViewCell {
    let photoView = UIImageView(image: UIImage(systemName: "photo"))
    let spinner = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    let captionLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.backgroundColor = .secondarySystemBackground
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        captionLabel.font = .systemFont(ofSize: 13)
        captionLabel.textColor = .secondaryLabel
        captionLabel.numberOfLines = 2
        captionLabel.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        let stack = UIStackView(arrangedSubviews: [titleLabel, captionLabel])
        stack.axis = .vertical
        stack.spacing = 4
        for view in [photoView, spinner, stack] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let aspect = photoView.widthAnchor.constraint(equalTo: photoView.heightAnchor)
        aspect.priority = UILayoutPriority(999)
        let trailing = contentView.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 8)
        trailing.priority = UILayoutPriority(999)
        let bottom = contentView.bottomAnchor.constraint(greaterThanOrEqualTo: stack.bottomAnchor, constant: 8)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            aspect, trailing, bottom,
            photoView.topAnchor.constraint(equalTo: contentView.topAnchor),
            photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: photoView.trailingAnchor),
            spinner.centerXAnchor.constraint(equalTo: photoView.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: photoView.centerYAnchor),
            stack.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 8),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }
}

/// What a cell from a nib costs next to the same cell made in code: both build and lay out to the same frames; the
/// time of each (median of rounds, in this build's configuration) is printed with their ratio.
@MainActor @Suite struct NibCellEquivalenceTests {
    static func fitted(_ cell: UICollectionViewCell) -> CGSize {
        cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 180, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// A nib-made cell is the code-made cell: the same views, laid out to the same size. (What each costs to make is
    /// a figure for `make bench`, not a unit test.)
    @Test func aNibCellIsTheCellItsCodeMakes() throws {
        let nibCell = try NibLoadingTests.feedCell()
        let codeCell = CodeFeedCell(frame: .zero)
        for cell in [nibCell, codeCell] as [UICollectionViewCell] {
            for label in cell.contentView.allViews.compactMap({ $0 as? UILabel }) { label.text = "Title" }
        }
        #expect(Self.fitted(nibCell) == Self.fitted(codeCell), "the same cell, however it is made")
    }
}
