import Foundation
import ReelCore
import Testing

@testable import ReelKit

/// The appearance surface: what cells set is recorded and read back as UIKit would give it, and a styled cell is
/// classified as the plain cell with the same loading code.
@Suite(.serialized) struct AppearanceTests {
    @Test func aStyledCellIsClassifiedAsThePlainOne() async throws {
        let styled = try await onNewThread { try runGallery(ItemCellGallery<StyledPhotoCell>.self).metrics }
        let plain = try await onNewThread { try runGallery(ItemCellGallery<PhotoCell>.self).metrics }
        #expect(styled.count(.correct) > 0)
        #expect(styled.count(.stale) == 0)
        for state in [CellState.correct, .placeholder, .stale, .failed] {
            #expect(styled.count(state) == plain.count(state), "\(state)")
        }
    }

    @MainActor @Test func colorsKeepTheirComponents() {
        let color = UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 0.5)
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (9, 9, 9, 9)
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red) < 1e-9 && abs(green) < 1e-9 && blue == 1 && alpha == 0.5)
        #expect(UIColor.systemBlue.withAlphaComponent(0.3).cgColor.alpha == 0.3)
        #expect(UIColor(white: 2, alpha: -1) == UIColor(red: 1, green: 1, blue: 1, alpha: 0))
    }

    @MainActor @Test func preferredFontsHaveUIKitsDefaultSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.systemFont(ofSize: 13, weight: .bold).withSize(20).pointSize == 20)
    }

    @MainActor @Test func aLabelMeasuresItsTextAtItsFontsSize() {
        let label = UILabel()
        label.text = "Photo 12"
        let regular = label.intrinsicContentSize
        label.font = .systemFont(ofSize: 34)
        #expect(label.intrinsicContentSize == CGSize(width: regular.width * 2, height: regular.height * 2))
        label.attributedText = NSAttributedString(string: "Photo 3")
        #expect(label.text == "Photo 3")
    }

    @MainActor @Test func tintAndClippingFollowUIKit() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == .tintColor)
        parent.tintColor = .systemPink
        #expect(child.tintColor == .systemPink)
        parent.clipsToBounds = true
        #expect(parent.layer.masksToBounds)
        parent.backgroundColor = .systemRed
        #expect(parent.layer.backgroundColor == UIColor.systemRed.cgColor)
    }

    @MainActor @Test func aStackViewLaysItsArrangedViewsOutAlongItsAxis() {
        let first = UIView()
        let second = UIView()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.heightAnchor.constraint(equalToConstant: 30).isActive = true
        }
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 68)
        stack.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(second.frame == CGRect(x: 0, y: 38, width: 100, height: 30))
        #expect(stack.subviews.count == 2 && stack.arrangedSubviews.count == 2)
    }

    @MainActor @Test func aSpinnerAndAButtonRecordTheirState() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saved", for: .selected)
        #expect(button.currentTitle == "Save" && button.titleLabel?.text == "Save")
        button.isSelected = true
        #expect(button.currentTitle == "Saved")
        #expect(button.subviews.isEmpty, "a button's own views are not part of the hierarchy reel reads")
    }
}
