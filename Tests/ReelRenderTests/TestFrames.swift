import Foundation
import ReelGraphics
import ReelRender

/// Small synthetic frame folders for the animation tests.
enum TestFrames {
    /// A fresh temporary folder (created).
    static func folder(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-render-tests-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `pattern.count` frames: frame i draws scene `pattern[i]` (equal numbers give byte-identical files).
    /// Each scene is a background with a few flat rectangles, some text and a gradient strip, moved by the scene
    /// number.
    static func write(pattern: [Int], width: Int = 64, height: Int = 48, into folder: URL) throws -> [URL] {
        var cache: [Int: [UInt8]] = [:]
        var files: [URL] = []
        for (index, scene) in pattern.enumerated() {
            let bytes = try cache[scene] ?? draw(scene: scene, width: width, height: height)
            cache[scene] = bytes
            let digits = String(index)
            let url = folder.appendingPathComponent(
                "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png")
            try Data(bytes).write(to: url)
            files.append(url)
        }
        return files
    }

    /// The PNG bytes of one scene.
    static func draw(scene: Int, width: Int, height: Int) throws -> [UInt8] {
        let surface = try CairoSurface(width: width, height: height, format: .rgb24)
        let context = try CairoContext(surface: surface)
        context.setColor(r: 0.95, g: 0.95, b: 0.97)
        context.paint()
        let colors: [(Double, Double, Double)] = [(0.9, 0.2, 0.2), (0.2, 0.7, 0.3), (0.2, 0.4, 0.9), (0.95, 0.6, 0.1)]
        for (number, color) in colors.enumerated() {
            context.setColor(r: color.0, g: color.1, b: color.2)
            let x = Double((number * 17 + scene * 3) % max(1, width - 12))
            context.fillRect(x: x, y: Double(number * 11 % max(1, height - 10)), width: 12, height: 10)
        }
        for x in 0..<width {
            context.setColor(r: Double(x) / Double(width), g: 0.5, b: Double(scene % 7) / 7)
            context.fillRect(x: Double(x), y: Double(height - 4), width: 1, height: 4)
        }
        context.setColor(r: 0.1, g: 0.1, b: 0.1)
        context.drawText("\(scene)", x: 4, baseline: Double(height) - 8, size: 12, bold: true)
        return PNGEncoder().encode(surface).bytes
    }

    /// Decodes a PNG file.
    static func bitmap(_ url: URL) throws -> Bitmap {
        try PNGDecoder.decode([UInt8](try Data(contentsOf: url)))
    }
}
