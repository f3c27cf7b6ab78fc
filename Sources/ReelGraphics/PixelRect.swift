/// A whole-pixel rectangle on the output surface: the one such type of the package (drawing, diffs and reports).
package struct PixelRect: Sendable, Hashable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
