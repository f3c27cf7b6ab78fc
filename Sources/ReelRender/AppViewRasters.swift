import Foundation
import ReelCore
import ReelGraphics

/// Each look of a cell drawn once: a view tree is drawn into a surface of its own at the device-pixel fraction of
/// its origin, kept while it is used, and composited at whole pixels wherever the cell is. Every tree is drawn
/// through such a surface, kept or not, so a frame's pixels never depend on what was kept. Not thread-safe: each
/// renderer has its own.
final class AppViewRasters {
    /// A tree at the fraction of a device pixel its origin falls on (each in 0..<1, in 1/64 steps).
    struct Key: Hashable {
        var drawing: DrawnView
        var fractionX: Int
        var fractionY: Int
    }

    /// A drawn tree: its surface and where the surface's top-left pixel is from the pixel the origin falls in.
    struct Raster {
        var surface: CairoSurface
        var left: Int
        var top: Int
        var lastUse: Int
    }

    /// The most bytes of kept surfaces; the least recently used go first.
    let byteLimit: Int
    private var rasters: [Key: Raster] = [:]
    private var bytes = 0
    private var uses = 0

    init(byteLimit: Int = 64 << 20) {
        self.byteLimit = byteLimit
    }

    /// The raster of `key`, drawn by `draw` (into a context whose origin is the tree's, in device pixels) when it is
    /// not kept; `keep` false neither uses nor keeps a kept one (a tree whose images are not all at hand draws them
    /// as stand-ins, which a raster kept while they were at hand does not show).
    func raster(
        for key: Key, extent: (left: Int, top: Int, width: Int, height: Int), keep: Bool,
        draw: (CairoContext) -> Void
    ) -> Raster? {
        uses += 1
        if keep, var kept = rasters[key] {
            kept.lastUse = uses
            rasters[key] = kept
            return kept
        }
        guard extent.width > 0, extent.height > 0,
            let surface = try? CairoSurface(width: extent.width, height: extent.height),
            let context = try? CairoContext(surface: surface)
        else { return nil }
        context.translate(Double(-extent.left), Double(-extent.top))
        draw(context)
        let raster = Raster(surface: surface, left: extent.left, top: extent.top, lastUse: uses)
        let size = extent.width * extent.height * 4
        // A tree holding a number that is not equal to itself (NaN) could never be found again: it is not kept.
        guard keep, key == key, size <= byteLimit / 4 else { return raster }
        rasters[key] = raster
        bytes += size
        if bytes > byteLimit { evict() }
        return raster
    }

    /// Drops the least recently used rasters until the kept bytes are three quarters of the limit.
    private func evict() {
        for (key, raster) in rasters.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard bytes > byteLimit * 3 / 4 else { return }
            guard rasters.removeValue(forKey: key) != nil else { continue }
            bytes -= raster.surface.width * raster.surface.height * 4
        }
    }
}
