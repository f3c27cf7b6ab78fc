import ReelKit

// Changed beyond the import: 1 line(s): override init(frame: CGRect) -> required init(frame: CGRect).

/// A moment's header: its title and, when the moment has one, where it happened.
final class MomentHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "MomentHeaderView"

    let titleLabel = UILabel()
    let locationLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        locationLabel.font = .preferredFont(forTextStyle: .footnote)
        locationLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [titleLabel, locationLabel])
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows the moment: the title always, the location only when there is one.
    func configure(with moment: Moment) {
        titleLabel.text = moment.title
        locationLabel.text = moment.location
        locationLabel.isHidden = moment.location == nil
    }
}

/// Photos taken together: a title, maybe a place, and the photos.
struct Moment: Hashable {
    let id: Int
    let title: String
    let location: String?
    var photos: [Photo]

    /// The photos grouped 15 to a moment; every fourth moment has no location.
    static func group(_ photos: [Photo]) -> [Moment] {
        let places = ["Lisbon", "Porto", "Sintra"]
        return stride(from: 0, to: photos.count, by: 15).enumerated().map { number, start in
            Moment(
                id: number, title: "Moment \(number + 1)", location: number % 4 == 3 ? nil : places[number % 3],
                photos: Array(photos[start..<min(photos.count, start + 15)]))
        }
    }
}
