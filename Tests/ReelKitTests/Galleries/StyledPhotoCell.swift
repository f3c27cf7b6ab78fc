import ReelKit

/// The cancel-clear-verify photo cell styled as apps style theirs: colours, a rounded clipped content view, a
/// shadow, a headline label, a spinner and a favourite button stacked before the photo (whose image view must not
/// be read as the photo's).
final class StyledPhotoCell: UICollectionViewCell, ItemCell {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let spinner = UIActivityIndicatorView(style: .medium)
    let favoriteButton = UIButton(type: .system)
    private var loadTask: Task<Void, Never>?
    private var boundItemId: String?

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.cornerCurve = .continuous
        contentView.clipsToBounds = true
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 2)
        imageView.contentMode = .scaleAspectFill
        imageView.tintColor = .systemGray3
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textAlignment = .center
        favoriteButton.setImage(UIImage(systemName: "heart"), for: .normal)
        favoriteButton.setImage(UIImage(systemName: "heart.fill"), for: .selected)
        favoriteButton.tintColor = .systemPink
        let stack = UIStackView(arrangedSubviews: [favoriteButton, imageView, titleLabel, spinner])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(with item: Item) {
        loadTask?.cancel()
        boundItemId = item.id
        imageView.image = UIImage(named: "placeholder")
        spinner.startAnimating()
        let itemId = item.id
        loadTask = Task { [weak self] in
            guard let self else { return }
            do {
                let (data, _) = try await URLSession.shared.data(from: item.thumbURL)
                guard !Task.isCancelled, boundItemId == itemId else { return }
                imageView.image = UIImage(data: data)
                spinner.stopAnimating()
            } catch {
                return
            }
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        loadTask?.cancel()
        loadTask = nil
        boundItemId = nil
        imageView.image = nil
        favoriteButton.isSelected = false
    }
}
