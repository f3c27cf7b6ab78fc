import Foundation
import ReelPort
import Testing

/// `reel port` on table view cells as UIKit apps write them: the style initializer override made `required`, and a
/// cell with an initializer of its own given the required style initializer (trapping) rather than `init(frame:)`.
@Suite struct PortTableCellTests {
    static let cell = """
        import UIKit

        final class FeedCell: UITableViewCell {
            let photoView = UIImageView()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(photoView)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        final class BannerCell: UITableViewCell {
            init(banner: String) {
                super.init(style: .default, reuseIdentifier: nil)
                textLabel?.text = banner
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        final class DayHeader: UITableViewHeaderFooterView {
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
            }

            required init?(coder: NSCoder) { nil }
        }

        """

    @Test func theStyleInitializerIsMadeRequiredAndAnOwnInitializerGetsOne() throws {
        let (text, edits) = SourcePort.port(Self.cell)
        #expect(text.contains("    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {\n"))
        #expect(!text.contains("override init(style:"))
        #expect(text.contains("    required init(reuseIdentifier: String?) {\n"))
        // BannerCell gets the style initializer reel makes table cells with, trapping as Xcode's init(coder:) does.
        #expect(text.contains("fatalError(\"init(style:reuseIdentifier:) has not been implemented\")"))
        #expect(!text.contains("required init(frame: CGRect)"))
        #expect(edits.contains { $0.note?.contains("required init(style:reuseIdentifier:) added") == true })
        let (status, output, _) = try SwiftTypeCheck.run(text)
        #expect(status == 0, "\(output)")
    }
}
