import Foundation
import ReelCore
import ReelGraphics
import ReelRender

/// A run's frames as what draws them rather than as pixels: how the renderer was set up, each output frame's panels
/// (their frame states, labels and counters) or the earlier frame it repeats, and the pixels of every image the frames
/// show, each kept once. Drawing it again through the same renderer gives the run's frames byte for byte (the
/// manifest's pixel hashes say so, and `FrameRecordingPlayer` checks them), the way a panel run in its own process is
/// drawn by its parent. A failing check keeps its whole run this way (`frames.recording`), at a fraction of a video's
/// cost to write.
struct FrameRecording: Sendable {
    /// The renderer and every frame, as JSON.
    struct Header: Codable, Sendable {
        /// The version of this layout; a reader refuses another.
        var format = FrameRecording.format
        /// The reel version that recorded it (and draws it again byte for byte).
        var version: String
        /// `single` (one panel drawn alone) or `side-by-side` (a comparison's panels).
        var layout: String
        var panels: Int
        var canvas: Canvas
        var template: Template
        var imageFrame: Rect
        var imageSize: PixelSize
        var render: RenderOptions
        /// The shape of each kept image, in the order their pixels follow the header.
        var images: [Image]
        var frames: [Frame]
    }

    /// One kept image: the key frames name it by and the shape of its premultiplied ARGB32 pixels.
    struct Image: Codable, Sendable {
        var key: ImageKey
        var width: Int
        var height: Int
        var stride: Int
        /// Whether every pixel was known opaque (`Bitmap.isKnownOpaque`, which lets a renderer copy it).
        var opaque: Bool
    }

    /// One output frame: the frame it repeats, or its panels.
    struct Frame: Codable, Sendable {
        var repeatOf: Int?
        var panels: [Panel]?
    }

    /// One panel of a drawn frame: its state, the kept images it shows (by their number) and its captions.
    struct Panel: Codable, Sendable {
        var frame: FrameState
        var images: [Int]
        var label: String?
        var counters: String?
    }

    static let format = 1
    /// The first bytes of a recording file.
    static let magic = Array("REELREC1".utf8)
    /// The name of a failing check's recording in its run folder.
    static let fileName = "frames.recording"

    var header: Header
    /// The kept images' pixels, in the order of `header.images`.
    var bitmaps: [Bitmap]

    /// The layout the renderer was made for.
    var runLayout: RunLayout { header.layout == "side-by-side" ? .sideBySide : .single }

    /// The panels of drawn frame `index` with their pixels, ready for the renderer; nil for a repeated frame.
    func panels(of index: Int) -> [PanelFrame]? {
        guard let panels = header.frames[index].panels else { return nil }
        return panels.map { panel in
            var images: [ImageKey: Bitmap] = [:]
            for number in panel.images { images[header.images[number].key] = bitmaps[number] }
            return PanelFrame(frame: panel.frame, images: images, label: panel.label, counters: panel.counters)
        }
    }

    /// The frame each frame draws: itself, or the drawn frame it repeats.
    func source(of index: Int) -> Int { header.frames[index].repeatOf ?? index }

    /// A renderer for one worker, as the run made them.
    func makeRenderer() -> @Sendable () throws -> any FrameDrawing {
        runLayout.renderer(
            panels: header.panels, canvas: header.canvas, template: header.template, imageFrame: header.imageFrame,
            imageSize: header.imageSize, options: header.render)
    }
}
