import ReelCore
import ReelGraphics
import ReelRender
import Testing

@Suite struct DynamicTypeDrawingTests {
    let canvas = Canvas(width: 240, height: 200, scale: 1, fps: 60)

    func template(title: TextStyle) -> Template {
        Template(
            name: "t", background: .black, layout: GridSpec(columns: 1, spacing: 0, itemHeight: 200),
            cell: CellStyle(
                reuseIdentifier: "c", background: .black, cornerRadius: 0,
                image: ImageStyle(x: 0, y: 0, width: 1, height: 1),
                title: title, subtitle: nil, placeholder: .black, failed: .black)
        )
    }

    /// The rows (top, bottom) holding white text pixels when `cell` is drawn with `template`.
    func inkRows(_ cell: VisibleCell, template: Template) throws -> (top: Int, bottom: Int)? {
        let renderer = try FrameRenderer(
            canvas: canvas, template: template, imageFrame: Rect(x: 0, y: 0, width: 1, height: 1),
            imageSize: PixelSize(width: 1, height: 1), options: RenderOptions()
        )
        let bitmap = renderer.render(
            FrameState(index: 0, timeMs: 0, offset: 0, velocity: 0, cells: [cell]), images: [:]
        ).bitmap()
        var rows: [Int] = []
        for y in 0..<bitmap.height {
            let lit = (0..<bitmap.width).contains { x in
                let offset = y * bitmap.stride + x * 4
                return bitmap.pixels[offset] > 200 && bitmap.pixels[offset + 1] > 200 && bitmap.pixels[offset + 2] > 200
            }
            if lit { rows.append(y) }
        }
        return rows.first.map { ($0, rows.last ?? $0) }
    }

    func cell(_ category: ContentSizeCategory, titleLines: [String]? = nil) -> VisibleCell {
        var cell = VisibleCell(
            cellID: 1, itemID: "7", itemIndex: 7, title: "Photo 7", subtitle: nil,
            frame: Rect(x: 0, y: 0, width: 240, height: 200),
            content: .placeholder, state: .placeholder
        )
        cell.contentSize = category
        if let titleLines {
            cell.imageFrame = Rect(x: 0, y: 0, width: 240, height: 20)
            cell.titleLines = titleLines
        }
        return cell
    }

    @Test func fixedCellsDrawBiggerTextOnTheSameBaseline() throws {
        let template = template(title: TextStyle(x: 10, baseline: 60, size: 17, bold: true))
        let large = try #require(try inkRows(cell(.large), template: template))
        let big = try #require(try inkRows(cell(.accessibilityLarge), template: template))
        let ratio = Double(big.bottom - big.top + 1) / Double(large.bottom - large.top + 1)
        #expect(ratio > 1.7 && ratio < 2.2, "ink \(large) → \(big)")
        #expect(abs(big.bottom - large.bottom) <= 1)  // "Photo 7" has no descenders: its ink ends on the baseline
    }

    @Test func selfSizingCellsScaleTheBaselineBelowTheImage() throws {
        let template = template(title: TextStyle(x: 10, baseline: 26, size: 17, bold: true))
        let large = try #require(try inkRows(cell(.large, titleLines: ["Photo 7"]), template: template))
        let big = try #require(try inkRows(cell(.accessibilityLarge, titleLines: ["Photo 7"]), template: template))
        #expect(abs(large.bottom - (20 + 26 - 1)) <= 1)
        #expect(abs(big.bottom - (20 + 50 - 1)) <= 1)  // 26 pt × 33/17, rounded
        #expect(big.bottom - big.top > large.bottom - large.top)
    }
}
