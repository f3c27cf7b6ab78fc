import ReelKit

// Changed beyond the import: 1 line(s): override init(frame:) -> required init(frame:).

/// A story tile as feed apps draw one: a photo whose top corners are rounded by a mask, a card shadow cast from a
/// path, an upload ring, a blurred caption bar and a configured follow button.
final class StoryCell: UICollectionViewCell {
    static let reuseIdentifier = "StoryCell"

    let photoView = UIImageView()
    let captionBar = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    let captionLabel = UILabel()
    let followButton = UIButton(configuration: .filled())
    private let ringLayer = CAShapeLayer()
    private let trackLayer = CAShapeLayer()

    /// The upload's progress, 0...1: the ring's share.
    var progress: CGFloat = 0 {
        didSet { ringLayer.strokeEnd = progress }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 3)

        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        contentView.addSubview(photoView)

        captionLabel.font = .preferredFont(forTextStyle: .caption1)
        captionLabel.adjustsFontForContentSizeCategory = true
        captionLabel.textColor = .label
        captionBar.contentView.addSubview(captionLabel)
        contentView.addSubview(captionBar)

        var follow = UIButton.Configuration.filled()
        follow.title = "Follow"
        follow.image = UIImage(systemName: "plus")
        follow.imagePadding = 4
        follow.buttonSize = .mini
        follow.cornerStyle = .capsule
        followButton.configuration = follow
        contentView.addSubview(followButton)

        for shape in [trackLayer, ringLayer] {
            shape.fillColor = UIColor.clear.cgColor
            shape.lineWidth = 4
            shape.lineCap = .round
            contentView.layer.addSublayer(shape)
        }
        trackLayer.strokeColor = UIColor.white.withAlphaComponent(0.4).cgColor
        ringLayer.strokeColor = UIColor.systemGreen.cgColor
        ringLayer.strokeEnd = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        photoView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 36)
        let mask = CAShapeLayer()
        mask.path =
            UIBezierPath(
                roundedRect: photoView.bounds, byRoundingCorners: [.topLeft, .topRight],
                cornerRadii: CGSize(width: 12, height: 12)
            ).cgPath
        photoView.layer.mask = mask
        captionBar.frame = CGRect(x: 0, y: bounds.height - 36, width: bounds.width, height: 36)
        captionLabel.frame = captionBar.contentView.bounds.insetBy(dx: 8, dy: 4)
        let size = followButton.intrinsicContentSize
        followButton.frame = CGRect(
            x: bounds.width - size.width - 6, y: 6, width: size.width, height: size.height)
        let ring = CGRect(x: 8, y: 8, width: 28, height: 28)
        let path = UIBezierPath(
            arcCenter: CGPoint(x: ring.midX, y: ring.midY), radius: ring.width / 2, startAngle: -.pi / 2,
            endAngle: 1.5 * .pi, clockwise: true)
        trackLayer.path = path.cgPath
        ringLayer.path = path.cgPath
        layer.shadowPath = UIBezierPath(roundedRect: self.bounds, cornerRadius: 12).cgPath
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        photoView.image = nil
        captionLabel.text = nil
        progress = 0
    }
}
