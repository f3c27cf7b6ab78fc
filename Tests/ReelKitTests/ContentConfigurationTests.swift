import Testing

@testable import ReelKit

/// A cell's content configuration is shown by a content view whose image view and labels are the ones reel
/// classifies; updates run when asked for, with the cell's state.
@MainActor
@Suite struct ContentConfigurationTests {
    @Test func aListConfigurationIsShownByTheListContentViewsImageViewAndLabels() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        var content = cell.defaultContentConfiguration()
        content.text = "Photo 3"
        content.secondaryText = "Synthetic image #3"
        content.image = UIImage(systemName: "photo")
        content.imageProperties.cornerRadius = 4
        content.textProperties.numberOfLines = 2
        cell.contentConfiguration = content
        let contentView = try #require(cell.contentView as? UIListContentView)
        #expect(cell.primaryImageView?.image === content.image)
        #expect(cell.labels.map(\.text) == ["Photo 3", "Synthetic image #3"])
        #expect(cell.labels.first?.numberOfLines == 2)
        #expect(cell.primaryImageView?.layer.cornerRadius == 4)

        // Attributed text sets the text; a plain text after it drops the attributes.
        content.attributedText = NSAttributedString(string: "Photo 5")
        #expect(content.text == "Photo 5")
        cell.contentConfiguration = content
        #expect(cell.labels.first?.text == "Photo 5")
        content.text = "Photo 6"
        #expect(content.attributedText == nil)

        // A second list configuration goes to the same content view.
        content.text = "Photo 4"
        cell.contentConfiguration = content
        #expect(cell.contentView === contentView)
        #expect(cell.labels.first?.text == "Photo 4")
    }

    @Test func aCustomConfigurationReplacesTheContentViewAndItsViewsAreClassified() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = UIImage()
        var configuration = PhotoContentConfiguration()
        configuration.caption = "Photo 7"
        cell.contentConfiguration = configuration
        let shown = try #require(cell.contentView as? PhotoContentView)
        #expect(cell.labels.first?.text == "Photo 7")
        configuration.image = image
        cell.contentConfiguration = configuration
        #expect(cell.contentView === shown)
        #expect(cell.primaryImageView?.image === image)

        // A list configuration is of another kind: its own content view replaces the custom one.
        cell.contentConfiguration = UIListContentConfiguration.cell()
        #expect(cell.contentView is UIListContentView)
        #expect(cell.contentView.superview === cell)
        #expect(shown.superview == nil)
    }

    @Test func theUpdateHandlerRunsWithTheStateWhenAskedAndWhenTheStateChanges() {
        let cell = UICollectionViewListCell(frame: .zero)
        var states: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in states.append(state) }
        #expect(states.count == 1)
        cell.isSelected = true
        #expect(states.last?.isSelected == true)
        cell.isSelected = true
        #expect(states.count == 2)
        cell.setNeedsUpdateConfiguration()
        #expect(states.count == 3)
    }

    @Test func theDefaultUpdateReplacesTheConfigurationsByTheirUpdatedForms() {
        let cell = SelectionTintedCell(frame: .zero)
        cell.contentConfiguration = UIListContentConfiguration.cell()
        cell.backgroundConfiguration = .listPlainCell()
        cell.isHighlighted = true
        #expect(cell.updates == 1)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        cell.automaticallyUpdatesContentConfiguration = false
        #expect(!cell.automaticallyUpdatesContentConfiguration)
    }

    @Test func aBackgroundConfigurationIsRecordedAndItsViewIsNeverTheCellsImageView() {
        let cell = UICollectionViewCell(frame: .zero)
        var background = UIBackgroundConfiguration.clear()
        background.cornerRadius = 12
        background.customView = UIImageView(image: UIImage())
        background.backgroundColorTransformer = .grayscale
        cell.backgroundConfiguration = background
        #expect(cell.backgroundConfiguration?.cornerRadius == 12)
        #expect(cell.primaryImageView == nil)
        let gray = background.resolvedBackgroundColor(for: .systemBlue)
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = gray.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == green && green == blue)
    }
}

/// A cell that counts its configuration updates and keeps UIKit's default behaviour.
final class SelectionTintedCell: UICollectionViewCell {
    var updates = 0

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        if state.isHighlighted { updates += 1 }
    }
}
