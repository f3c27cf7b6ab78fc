import Foundation
import Testing

@testable import ReelPort

/// `reel port`: a UIKit cell and controller, written as apps write them, compile on ReelKit after the port's edits.
@Suite struct PortTests {
    static let cell = """
        import UIKit
        import Foundation

        final class PhotoCell: UICollectionViewCell {
            static let reuseIdentifier = "PhotoCell"
            private let imageView = UIImageView()
            private var task: URLSessionDataTask?

            override init(frame: CGRect) {
                super.init(frame: frame)
                imageView.contentMode = .scaleAspectFill
                imageView.clipsToBounds = true
                imageView.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(imageView)
                NSLayoutConstraint.activate([
                    imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
                    imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                ])
                contentView.layer.cornerRadius = 8
                contentView.backgroundColor = .secondarySystemBackground
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            func configure(with url: URL) {
                task = URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
                    guard let data else { return }
                    DispatchQueue.main.async {
                        self?.imageView.image = UIImage(data: data)
                    }
                }
                task?.resume()
            }

            override func prepareForReuse() {
                super.prepareForReuse()
                task?.cancel()
                imageView.image = nil
            }
        }

        """

    @Test func theEditsAreTheImportAndTheRequiredInitializer() {
        let (text, edits) = SourcePort.port(Self.cell)
        #expect(edits.map(\.line) == [1, 2, 9])
        #expect(edits[0].after == "import ReelKit")
        #expect(edits[1].after == nil)
        #expect(edits[2].after == "    required init(frame: CGRect) {")
        let lines = Self.cell.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == lines.count - 1)
    }

    @Test func aPortedCellCompilesOnReelKit() throws {
        let (status, output, _) = try SwiftTypeCheck.run(SourcePort.port(Self.cell).text)
        #expect(status == 0, "\(output)")
        let (unported, _, _) = try SwiftTypeCheck.run(Self.cell)
        #expect(unported != 0, "the file as written for UIKit does not compile on Linux")
    }

    @Test func aFileWithoutUIKitIsLeftAsItIs() {
        let source = "import Foundation\n\nstruct Photo: Hashable {\n    let url: URL\n}\n"
        let (text, edits) = SourcePort.port(source)
        #expect(edits.isEmpty && text == source)
    }

    @Test func accessLevelsAndAttributesAreKept() {
        let source =
            "@preconcurrency import UIKit\nopen class Card: UIView {\n    public override init(frame: CGRect) {}\n}"
        let (text, _) = SourcePort.port(source)
        let expected = "@preconcurrency import ReelKit\nopen class Card: UIView {\n"
        #expect(text == expected + "    public required init(frame: CGRect) {}\n}")
    }

    /// A cell as UIKit apps write target-action: `@objc` handlers, `#selector`, a tap recognizer, a scroll delegate.
    static let tappableCell = """
        import UIKit

        @objcMembers final class TappableCell: UICollectionViewCell, UIScrollViewDelegate {
            let photoView = UIImageView()
            let spinner = UIActivityIndicatorView(style: .gray)

            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { nil }

            func setUp() {
                let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
                tap.numberOfTapsRequired = 2
                photoView.addGestureRecognizer(tap)
                let button = UIButton()
                button.addTarget(self, action: #selector(self.share), for: .touchUpInside)  // "#selector(x)"
            }

            @objc
            private func handleTap(_ recognizer: UITapGestureRecognizer) {}
            @objc(shareWithSender:) func share() {}

            func scrollViewDidScroll(_ scrollView: UIScrollView) { _ = scrollView.contentOffset }
        }

        """

    @Test func objectiveCMarksAreRemovedAndSelectorsMadeFromTheirNames() throws {
        let (text, made) = SourcePort.port(Self.tappableCell)
        var edits = made
        #expect(edits.map(\.line) == [1, 3, 7, 11, 15, 18, 20])
        #expect(edits[1].after == "final class TappableCell: UICollectionViewCell, UIScrollViewDelegate {")
        edits.remove(at: 2)  // init(frame:) made required
        let selector = "action: Selector(\"handleTap(_:)\"))"
        #expect(edits[2].after == "        let tap = UITapGestureRecognizer(target: self, \(selector)")
        #expect(edits[3].after?.contains("Selector(\"self.share\"), for: .touchUpInside)  // \"#selector(x)\"") == true)
        #expect(edits[4].after == nil, "an attribute on a line of its own goes with its line")
        #expect(edits[5].after == "    func share() {}")
        let (status, output, _) = try SwiftTypeCheck.run(text)
        #expect(status == 0, "\(output)")
    }

    @Test func objectiveCMarksInStringsAndCommentsAreLeftAlone() {
        let source = #"""
            import Foundation

            final class Refresher: NSObject {
                let pattern = #"@objc(Members\b|\b)"#  // the text "@objc" names the attribute
                let sample = """
                    @objc func inAString() {}
                    """
                /* @objc */ @objc func refresh() { _ = "#selector(refresh)" }
            }
            """#
        let (text, edits) = SourcePort.port(source)
        #expect(edits.map(\.line) == [8], "\(edits)")
        #expect(text.contains(##"let pattern = #"@objc(Members\b|\b)"#  // the text "@objc" names the attribute"##))
        #expect(text.contains("        @objc func inAString() {}"))
        #expect(text.contains(##"    /* @objc */ func refresh() { _ = "#selector(refresh)" }"##))
    }

    /// Linux's Foundation has no `NSAttributedString()` or `NSMutableAttributedString()`: the port writes the empty
    /// string they make.
    @Test func anEmptyAttributedStringIsMadeFromAnEmptyString() throws {
        let source = """
            import UIKit

            final class TitleCell: UICollectionViewCell {
                let label = UILabel()
                func clear() {
                    label.attributedText = NSAttributedString( )  // was NSAttributedString()
                    let title = NSMutableAttributedString()
                    title.append(NSAttributedString())
                    _ = "NSAttributedString()"
                }
            }
            """
        let (text, edits) = SourcePort.port(source)
        #expect(edits.map(\.line) == [1, 6, 7, 8], "\(edits)")
        #expect(text.contains(#"label.attributedText = NSAttributedString(string: "")  // was NSAttributedString()"#))
        #expect(text.contains(#"let title = NSMutableAttributedString(string: "")"#))
        #expect(text.contains(#"title.append(NSAttributedString(string: ""))"#))
        #expect(text.contains(#"_ = "NSAttributedString()""#))
        let (status, output, _) = try SwiftTypeCheck.run(text)
        #expect(status == 0, "\(output)")
    }

    static let xibCell = """
        import UIKit

        final class FeedCell: UICollectionViewCell {
            @IBOutlet weak var photoView: UIImageView!
            @IBOutlet private weak var titleLabel: UILabel!
            @IBOutlet var badges: [UIView]!
            // @IBOutlet weak var oldLabel: UILabel!

            override func awakeFromNib() {
                super.awakeFromNib()
                titleLabel.numberOfLines = 2
            }
        }

        """

    @Test func outletsBecomeOutletPropertyWrappers() {
        let (text, edits) = SourcePort.port(Self.xibCell)
        #expect(edits.map(\.line) == [1, 4, 5, 6])
        #expect(edits[1].after == "    @Outlet var photoView: UIImageView!")
        #expect(edits[2].after == "    @Outlet private var titleLabel: UILabel!")
        #expect(edits[3].after == "    @Outlet var badges: [UIView]!", "an outlet collection")
        #expect(!text.contains("@IBOutlet var"))
        #expect(text.contains("    // @IBOutlet weak var oldLabel: UILabel!"))
    }

    @Test func aPortedXibCellCompilesOnReelKit() throws {
        let source = SourcePort.port(Self.xibCell).text
        let (status, output, _) = try SwiftTypeCheck.run(source)
        #expect(status == 0, "\(output)")
    }
}
