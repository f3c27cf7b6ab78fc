import ReelGraphics

/// A rectangle of a frame, in pixels: the part that changed from the previous frame.
struct GIFRect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The bounding box of the indices that differ, or nil when none do.
    static func changed(from old: [UInt8], to new: [UInt8], width: Int, height: Int) -> GIFRect? {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                bounds(width: width, height: height) { old[$0] != new[$0] }
            }
        }
    }

    /// The bounding box of the pixels (ARGB32, alpha ignored) that differ between two bitmaps of one size, or nil.
    static func changed(from old: Bitmap, to new: Bitmap) -> GIFRect? {
        let width = new.width
        return old.pixels.withUnsafeBytes { oldBytes in
            new.pixels.withUnsafeBytes { newBytes in
                bounds(width: width, height: new.height) { index in
                    let y = index / width
                    let x = index - y * width
                    let a = oldBytes.loadUnaligned(fromByteOffset: y &* old.stride &+ x &* 4, as: UInt32.self)
                    let b = newBytes.loadUnaligned(fromByteOffset: y &* new.stride &+ x &* 4, as: UInt32.self)
                    return (a ^ b) & 0xFF_FFFF != 0
                }
            }
        }
    }

    /// The bounding box of the positions `y * width + x` where `differs` holds.
    private static func bounds(width: Int, height: Int, differs: (Int) -> Bool) -> GIFRect? {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        for y in 0..<height {
            let row = y * width
            var first = -1
            var last = -1
            for x in 0..<width where differs(row + x) {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
        }
        guard maxX >= 0 else { return nil }
        return GIFRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
