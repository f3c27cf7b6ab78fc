import ReelKit

/// A day's header: the day in bold, and where the photos were taken when the day has a place.
final class DayHeaderView: UICollectionReusableView {
    let dayLabel = UILabel()
    let placeLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        dayLabel.font = .preferredFont(forTextStyle: .headline)
        placeLabel.font = .preferredFont(forTextStyle: .subheadline)
        placeLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [dayLabel, placeLabel])
        stack.axis = .horizontal
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stack.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) { nil }
}
