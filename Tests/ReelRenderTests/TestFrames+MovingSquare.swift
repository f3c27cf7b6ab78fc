import Foundation
import ReelGraphics

extension TestFrames {
    /// Writes `count` frames of a busy, unchanging background (stripes of many colours and text) with one small
    /// square that moves 4 px per frame: most of each frame stays the same, as in a UI animation.
    static func writeMovingSquare(count: Int, width: Int, height: Int, into folder: URL) throws -> [URL] {
        var files: [URL] = []
        for index in 0..<count {
            let surface = try CairoSurface(width: width, height: height, format: .rgb24)
            let context = try CairoContext(surface: surface)
            for stripe in 0..<(height / 4) {
                context.setColor(
                    r: Double(stripe * 37 % 255) / 255, g: Double(stripe * 91 % 255) / 255,
                    b: Double(stripe * 53 % 255) / 255)
                context.fillRect(x: 0, y: Double(stripe * 4), width: Double(width), height: 4)
            }
            context.setColor(r: 1, g: 1, b: 1)
            context.drawText("reel frame deltas", x: 4, baseline: 20, size: 14, bold: true)
            context.setColor(r: 0.1, g: 0.1, b: 0.1)
            context.fillRect(x: Double(8 + index * 4), y: Double(height / 2), width: 12, height: 12)
            let digits = String(index)
            let url = folder.appendingPathComponent(
                "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png")
            try Data(PNGEncoder().encode(surface).bytes).write(to: url)
            files.append(url)
        }
        return files
    }
}
