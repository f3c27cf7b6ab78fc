import ReelCore
import ReelGraphics
import ReelImages

/// The pixels behind image keys, kept while the simulation may still show them.
struct ImageStore {
    private var bitmaps: [ImageKey: Bitmap] = [:]

    /// Keeps a pipeline result's pixels and turns it into the outcome the simulation needs.
    mutating func accept(_ result: ImagePipeline.Result, for key: ImageKey) -> LoadOutcome {
        switch result {
        case .image(let bitmap, let bytes, let pixels):
            bitmaps[key] = bitmap
            return .success(bytes: bytes, pixels: pixels)
        case .failure(let reason):
            return .failure(reason)
        }
    }

    /// Releases pixels the simulation no longer retains.
    mutating func retain(only keys: Set<ImageKey>) {
        bitmaps = bitmaps.filter { keys.contains($0.key) }
    }

    /// The pixels of every image `frame` shows.
    func pixels(for frame: FrameState) -> [ImageKey: Bitmap] {
        var images: [ImageKey: Bitmap] = [:]
        for cell in frame.cells {
            if case .image(let tag) = cell.content { images[tag.key] = bitmaps[tag.key] }
            for tag in cell.drawing?.imageTags ?? [] { images[tag.key] = bitmaps[tag.key] }
        }
        for view in frame.views {
            for tag in view.drawing?.imageTags ?? [] { images[tag.key] = bitmaps[tag.key] }
        }
        for fading in frame.fadingCells {
            if case .image(let tag) = fading.cell.content { images[tag.key] = bitmaps[tag.key] }
        }
        return images
    }
}
