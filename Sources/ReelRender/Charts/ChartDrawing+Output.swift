import ReelGraphics

extension ChartDrawing {
    /// The drawing as an 8-bit RGB PNG, drawn with Cairo (DejaVu Sans, pinned font options).
    package func png() throws(GraphicsError) -> [UInt8] {
        let surface = try CairoSurface(width: width, height: height, format: .rgb24)
        let context = try CairoContext(surface: surface)
        context.setColor(background)
        context.paint()
        for element in elements {
            switch element {
            case .rect(let x, let y, let width, let height, let color, let opacity):
                context.setColor(color, opacity: opacity)
                context.fillRect(x: x, y: y, width: width, height: height)
            case .text(let string, let x, let y, let size, let bold, let color, let anchor):
                context.setColor(color)
                let shift: Double
                switch anchor {
                case .start: shift = 0
                case .middle: shift = context.textWidth(string, size: size, bold: bold) / 2
                case .end: shift = context.textWidth(string, size: size, bold: bold)
                }
                context.drawText(string, x: x - shift, baseline: y, size: size, bold: bold)
            }
        }
        if let error = context.status() { throw error }
        return PNGEncoder(compressionLevel: 6).encode(surface).bytes
    }

    /// The drawing as a standalone SVG document (same coordinates, DejaVu Sans).
    package func svg() -> String {
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" \
            font-family="DejaVu Sans, Verdana, sans-serif">\n<rect width="\(width)" height="\(height)" \
            fill="\(background.hex)"/>\n
            """
        for element in elements {
            switch element {
            case .rect(let x, let y, let width, let height, let color, let opacity):
                out +=
                    "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" "
                    + "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" fill=\"\(color.hex)\""
                out += opacity < 1 ? " fill-opacity=\"\(Self.number(opacity))\"/>\n" : "/>\n"
            case .text(let string, let x, let y, let size, let bold, let color, let anchor):
                out +=
                    "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" "
                    + "font-size=\"\(Self.number(size))\" fill=\"\(color.hex)\""
                if bold { out += " font-weight=\"bold\"" }
                if anchor != .start { out += " text-anchor=\"\(anchor.rawValue)\"" }
                out += ">\(Self.escape(string))</text>\n"
            }
        }
        return out + "</svg>\n"
    }

    static func number(_ value: Double) -> String { ChartAxis.label(value) }

    /// Escapes text for XML and HTML (&, <, > and ").
    package static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}

extension CairoContext {
    /// Sets a chart colour as the source.
    func setColor(_ color: ChartDrawing.Color, opacity: Double = 1) {
        setColor(r: Double(color.r) / 255, g: Double(color.g) / 255, b: Double(color.b) / 255, a: opacity)
    }
}
