import Foundation
import ReelCore
import ReelGraphics
import ReelRender
import Testing

@testable import ReelKit

extension StoryCell: ItemCell {
    func configure(with item: Item) {
        captionLabel.text = "Story \(item.id)"
        progress = 0.25
    }
}

/// A story tile of the drawing corpus run as a gallery: its mask, ring, blur and button reach the frames, in light
/// and dark, and a one-line change to the cell changes its pixels.
@Suite(.serialized) struct StoryCellDrawingTests {
    /// The second item's cell after a short run in `appearance`: its tree, the frame's pixels and its frame.
    func firstCell(_ appearance: Appearance) throws -> (tree: DrawnView, pixels: Bitmap, frame: Rect) {
        let (frame, pixels) = try lastDrawnFrame(of: StoryCell.self, appearance: appearance, waitMs: 100)
        let cell = try #require(frame.cells.first(where: { $0.itemIndex == 1 }))
        return (try #require(cell.drawing), pixels, cell.frame)
    }

    @Test func theTilesMaskRingBlurAndButtonReachTheFrame() async throws {
        let (tree, _, _) = try await onNewThread { try firstCell(.light) }
        let content = try #require(tree.subviews.first)
        #expect(tree.layer.shadow?.path != nil)
        let photo = try #require(content.subviews.first)
        guard case .roundedRect(let corners)? = photo.layer.mask?.layer.layer.shape?.path.elements.first else {
            Issue.record("the photo is not masked by a rounded rectangle")
            return
        }
        #expect(corners.roundedCorners == 0b0011 && corners.radius == 12)
        let rings = content.sublayers.compactMap(\.layer.shape)
        #expect(rings.count == 2 && rings[1].strokeEnd == 0.25 && rings[1].lineCap == .round)
        guard case .material = content.subviews[1].content else {
            Issue.record("the caption bar draws no material")
            return
        }
        let button = content.subviews[2]
        // A capsule behind the title and the symbol.
        #expect(button.subviews.count == 3 && button.subviews[0].layer.cornerRadius == button.frame.height / 2)
    }

    @Test func darkChangesTheBlurAndTheRingsSystemGreen() async throws {
        let light = try await onNewThread { try firstCell(.light) }
        let dark = try await onNewThread { try firstCell(.dark) }
        func pixel(_ bitmap: Bitmap, _ x: Double, _ y: Double) -> [UInt8] {
            let offset = Int(y) * bitmap.stride + Int(x) * 4
            return Array(bitmap.pixels[offset..<offset + 3])
        }
        let frame = light.frame
        // The caption bar: a thin material, light over light, dark over dark.
        let bar = (frame.x + 4, frame.maxY - 4)
        #expect(pixel(light.pixels, bar.0, bar.1) != pixel(dark.pixels, bar.0, bar.1))
        // The ring's stroke (at the top of the circle, where it starts) is UIKit's systemGreen of each appearance:
        // (52, 199, 89) in light, (48, 209, 88) in dark (pixels are stored blue, green, red).
        let ring = (frame.x + 22, frame.y + 8)
        #expect(pixel(light.pixels, ring.0, ring.1) == [89, 199, 52])
        #expect(pixel(dark.pixels, ring.0, ring.1) == [88, 209, 48])
    }
}
