import Foundation
import ReelCore
import ReelGraphics
import ReelRender

/// Collects a `FrameRecording` while the run driver hands frames to the writers: each output frame's panels or the
/// frame it repeats, and each image's pixels the first time a frame shows them. It keeps references to the images the
/// pipeline already holds (no pixels are copied or compressed during the run), so a check that passes pays for
/// nothing but the references; the images stay in memory until the run ends.
final class FrameRecorder {
    private let layout: RunLayout
    private var frames: [FrameRecording.Frame] = []
    private var images: [FrameRecording.Image] = []
    private var bitmaps: [Bitmap] = []
    /// The newest kept image of each key (an image shown again with other pixels is kept again).
    private var latest: [ImageKey: Int] = [:]

    init(layout: RunLayout) {
        self.layout = layout
    }

    /// Records that the next output frame repeats frame `original`.
    func repeated(_ original: Int) {
        frames.append(.init(repeatOf: original, panels: nil))
    }

    /// Records the next output frame's panels, with their pixels.
    func drawn(_ panels: [PanelFrame]) {
        let recorded = panels.map { panel in
            FrameRecording.Panel(
                frame: panel.frame, images: panel.images.keys.sorted().map { keep($0, panel.images[$0]!) },
                label: panel.label, counters: panel.counters)
        }
        frames.append(.init(repeatOf: nil, panels: recorded))
    }

    /// The recording, with the renderer the frames were drawn by.
    func recording(
        canvas: Canvas, template: Template, imageFrame: Rect, imageSize: PixelSize, options: RenderOptions
    ) -> FrameRecording {
        let panels = frames.first { $0.panels != nil }?.panels?.count ?? 1
        return FrameRecording(
            header: .init(
                version: ReelVersion.current, layout: layout == .sideBySide ? "side-by-side" : "single",
                panels: panels, canvas: canvas, template: template, imageFrame: imageFrame, imageSize: imageSize,
                render: options, images: images, frames: frames),
            bitmaps: bitmaps)
    }

    /// The number of the kept image with these pixels, keeping them when they are new.
    private func keep(_ key: ImageKey, _ bitmap: Bitmap) -> Int {
        if let number = latest[key], Self.samePixels(bitmaps[number], bitmap) { return number }
        latest[key] = bitmaps.count
        images.append(
            .init(
                key: key, width: bitmap.width, height: bitmap.height, stride: bitmap.stride,
                opaque: bitmap.isKnownOpaque))
        bitmaps.append(bitmap)
        return bitmaps.count - 1
    }

    /// Whether two bitmaps hold the same pixels: the same storage at once (the pipeline hands out one image), else
    /// compared byte for byte.
    private static func samePixels(_ a: Bitmap, _ b: Bitmap) -> Bool {
        guard a.width == b.width, a.height == b.height, a.stride == b.stride,
            a.isKnownOpaque == b.isKnownOpaque
        else { return false }
        let shared = a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress && pa.count == pb.count }
        }
        return shared || a.pixels == b.pixels
    }
}
