import ReelCore

/// A chart as plain vector elements in pixel coordinates, rendered identically to PNG (Cairo) and to SVG.
package struct ChartDrawing: Sendable, Equatable {
    /// An opaque colour.
    package struct Color: Sendable, Equatable {
        package var r: UInt8
        package var g: UInt8
        package var b: UInt8

        /// Creates a colour from 8-bit components.
        package init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
            self.r = r
            self.g = g
            self.b = b
        }

        /// "#rrggbb".
        package var hex: String {
            "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }

        /// Text and marks.
        package static let ink = Color(34, 34, 40)
        /// Axis labels and captions.
        package static let muted = Color(110, 110, 120)
        /// Grid lines.
        package static let grid = Color(228, 228, 234)
        /// Hitch marks (purple: not a cell state).
        package static let hitch = Color(150, 40, 220)

        /// The colour of a cell state, as the overlay draws it (placeholder grey, stale red, correct green, failed
        /// orange, wrong text magenta).
        package static func of(_ state: CellState) -> Color {
            switch state {
            case .placeholder: Color(158, 158, 168)
            case .stale: Color(242, 51, 51)
            case .correct: Color(51, 217, 89)
            case .failed: Color(255, 153, 26)
            case .wrongText: Color(255, 77, 204)
            }
        }
    }

    /// Where a text's x coordinate sits along it.
    package enum Anchor: String, Sendable {
        case start, middle, end
    }

    /// One drawing element.
    package enum Element: Sendable, Equatable {
        /// A filled rectangle (an optional opacity below 1 blends it over what is below).
        case rect(x: Double, y: Double, width: Double, height: Double, color: Color, opacity: Double)
        /// Text in DejaVu Sans with its baseline at y.
        case text(String, x: Double, y: Double, size: Double, bold: Bool, color: Color, anchor: Anchor)
    }

    package var width: Int
    package var height: Int
    package var background: Color
    package var elements: [Element] = []

    /// An empty drawing.
    package init(width: Int, height: Int, background: Color = Color(255, 255, 255)) {
        self.width = width
        self.height = height
        self.background = background
    }

    /// Adds a filled rectangle.
    package mutating func rect(
        _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ color: Color, opacity: Double = 1
    ) {
        guard width > 0, height > 0 else { return }
        elements.append(.rect(x: x, y: y, width: width, height: height, color: color, opacity: opacity))
    }

    /// Adds a line of text.
    package mutating func text(
        _ string: String, x: Double, y: Double, size: Double = 12, bold: Bool = false, color: Color = .ink,
        anchor: Anchor = .start
    ) {
        elements.append(.text(string, x: x, y: y, size: size, bold: bold, color: color, anchor: anchor))
    }
}

/// Round axis steps (1, 2, 2.5, 5 × 10ⁿ).
enum ChartAxis {
    /// The smallest round step ≥ `span / maxTicks`.
    static func step(span: Double, maxTicks: Int) -> Double {
        guard span > 0, maxTicks > 0 else { return 1 }
        let raw = span / Double(maxTicks)
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        for factor in [1.0, 2, 2.5, 5, 10] where magnitude * factor >= raw { return magnitude * factor }
        return magnitude * 10
    }

    /// "0", "250", "1.5" — at most two decimals, no trailing zeros.
    static func label(_ value: Double) -> String {
        JSONLine.number(value, decimals: 2)
    }
}
