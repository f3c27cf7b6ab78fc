import Foundation
import Testing

@testable import ReelKit

/// What a styled cell sets — fonts by weight and text style, UIKit's named and system colours in the light
/// appearance, layers with masked corners, line break modes and alignments — reads back with UIKit's values.
@MainActor @Suite struct TypographyAndColourTests {
    /// 8-bit sRGB components and alpha.
    static func rgb(_ color: UIColor) -> [Int] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha].map { Int(($0 * 255).rounded()) }
    }

    @Test func weightsHaveUIKitsValuesAndSystemFontsTheirTraits() {
        let weights: [UIFont.Weight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(UIFont.Weight(0.23) == .medium && UIFont.Weight(rawValue: 0.62) == .black)
        let bold = UIFont.boldSystemFont(ofSize: 15)
        #expect(bold.pointSize == 15 && bold == UIFont.systemFont(ofSize: 15, weight: .bold))
        #expect(UIFont.italicSystemFont(ofSize: 13).isItalic)
        #expect(!UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .medium).isItalic)
        #expect(UIFont.monospacedSystemFont(ofSize: 11, weight: .regular).fontName != bold.fontName)
        let named = UIFont(name: "Avenir-Heavy", size: 18)
        #expect(named?.fontName == "Avenir-Heavy" && named?.pointSize == 18)
        #expect(Set([bold, UIFont.boldSystemFont(ofSize: 15)]).count == 1)
        #expect(bold.description.contains("15"))
        #expect(UIFont.defaultLabelFont.pointSize == 17)
    }

    @Test func textStylesHaveUIKitsDefaultSizes() {
        let styles: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.callout, 16), (.subheadline, 15),
        ]
        for (style, size) in styles {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size, "\(style.rawValue)")
            #expect(font.textStyle == style)
        }
        #expect(UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle0") == .largeTitle)
    }

    @Test func namedAndSystemColoursAreUIKitsLightOnes() {
        #expect(Self.rgb(.red) == [255, 0, 0, 255] && Self.rgb(.green) == [0, 255, 0, 255])
        #expect(Self.rgb(.blue) == [0, 0, 255, 255] && Self.rgb(.cyan) == [0, 255, 255, 255])
        #expect(Self.rgb(.yellow) == [255, 255, 0, 255] && Self.rgb(.magenta) == [255, 0, 255, 255])
        #expect(Self.rgb(.orange) == [255, 128, 0, 255] && Self.rgb(.purple) == [128, 0, 128, 255])
        #expect(Self.rgb(.brown) == [153, 102, 51, 255] && Self.rgb(.clear) == [0, 0, 0, 0])
        #expect(Self.rgb(.gray) == [128, 128, 128, 255] && Self.rgb(.darkGray) == [85, 85, 85, 255])
        #expect(Self.rgb(.lightGray) == [170, 170, 170, 255])
        let system: [(UIColor, [Int])] = [
            (.systemGreen, [52, 199, 89]), (.systemOrange, [255, 149, 0]), (.systemYellow, [255, 204, 0]),
            (.systemPurple, [175, 82, 222]), (.systemTeal, [48, 176, 199]), (.systemIndigo, [88, 86, 214]),
            (.systemBrown, [162, 132, 94]), (.systemMint, [0, 199, 190]), (.systemCyan, [50, 173, 230]),
            (.systemGray2, [174, 174, 178]), (.systemGray4, [209, 209, 214]), (.systemGray5, [229, 229, 234]),
            (.systemGray6, [242, 242, 247]), (.link, [0, 122, 255]), (.opaqueSeparator, [198, 198, 200]),
            (.systemGroupedBackground, [242, 242, 247]), (.secondarySystemGroupedBackground, [255, 255, 255]),
            (.tertiarySystemGroupedBackground, [242, 242, 247]), (.tertiarySystemBackground, [255, 255, 255]),
        ]
        for (color, components) in system {
            #expect(Array(Self.rgb(color).prefix(3)) == components, "\(color)")
        }
        let translucent: [UIColor] = [
            .tertiaryLabel, .quaternaryLabel, .placeholderText, .separator, .systemFill, .secondarySystemFill,
            .tertiarySystemFill, .quaternarySystemFill,
        ]
        for color in translucent { #expect(color.cgColor.alpha < 0.35, "\(color)") }
        #expect(UIColor.tertiaryLabel.description.contains("alpha"))
        #expect(Set([UIColor.systemMint, UIColor.systemMint]).count == 1)
    }

    @Test func p3DynamicAndResolvedColours() {
        let p3 = UIColor(displayP3Red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(p3.cgColor.components == [1, 0.5, 0, 1])
        let light = UIColor(dynamicProvider: { traits in
            traits.userInterfaceStyle == .dark ? .white : .black
        })
        #expect(Self.rgb(light) == [0, 0, 0, 255])
        let traits = UITraitCollection()
        #expect(traits.userInterfaceStyle == .unspecified || traits.userInterfaceStyle == .light)
        #expect(UITraitCollection.current.displayScale >= 1)
        #expect(light.resolvedColor(with: traits) == .black)
        #expect(light.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        let styles: [UITraitCollection.UserInterfaceStyle] = [.unspecified, .light, .dark]
        #expect(Set(styles).count == 3)
    }

    @Test func layersKeepCornersBordersShadowsAndMasks() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let layer = card.layer
        layer.cornerRadius = 12
        layer.cornerCurve = .circular
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        layer.opacity = 0.9
        layer.shadowRadius = 6
        layer.isOpaque = true
        let mask = CALayer()
        layer.mask = mask
        #expect(
            layer.maskedCorners.contains(.layerMaxXMinYCorner) && !layer.maskedCorners.contains(.layerMinXMaxYCorner))
        #expect(!layer.maskedCorners.contains(.layerMaxXMaxYCorner))
        #expect(CACornerMask(rawValue: layer.maskedCorners.rawValue) == layer.maskedCorners)
        #expect(layer.cornerCurve == CALayerCornerCurve(rawValue: CALayerCornerCurve.circular.rawValue))
        #expect(layer.borderWidth == 1 && layer.borderColor?.alpha == UIColor.separator.cgColor.alpha)
        #expect(layer.opacity == 0.9 && layer.shadowRadius == 6 && layer.isOpaque && layer.mask === mask)
    }

    @Test func lineBreakModesAndAlignmentsAreKept() {
        let label = UILabel()
        let modes: [NSLineBreakMode] = [
            .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead,
            .byTruncatingMiddle,
        ]
        for mode in modes {
            label.lineBreakMode = mode
            #expect(label.lineBreakMode == mode)
        }
        for alignment in [NSTextAlignment.left, .right, .justified] {
            label.textAlignment = alignment
            #expect(label.textAlignment == alignment)
        }
        let image = UIImage(systemName: "photo")
        #expect(image.map { $0.size.width >= 0 } ?? true)
    }
}
