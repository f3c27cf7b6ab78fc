/// The SF Symbols gallery cells use most, each mapped to the Material Icons glyph that shows the same thing (its
/// codepoint in the font's private-use area, from the font's own codepoint list). The outline and filled variants map
/// to Material's outline and filled glyphs; a symbol missing here is drawn as a marked box (docs/drawing.md).
package enum SymbolGlyphs {
    /// SF Symbol name → Material Icons codepoint.
    static let table: [String: UInt32] = [
        "photo": 0xE3F4, "photo.fill": 0xE3F4, "photo.artframe": 0xE3F4,
        "photo.on.rectangle": 0xE3B6, "photo.on.rectangle.angled": 0xE3B6, "photo.stack": 0xE413,
        "photo.badge.exclamationmark": 0xE3AD, "exclamationmark.icloud": 0xE3AD,
        "camera": 0xE412, "camera.fill": 0xE412,
        "heart": 0xE87E, "heart.fill": 0xE87D,
        "star": 0xE83A, "star.fill": 0xE838,
        "bookmark": 0xE867, "bookmark.fill": 0xE866,
        "person": 0xE7FF, "person.fill": 0xE7FD, "person.circle": 0xE7FF, "person.circle.fill": 0xE7FD,
        "hand.thumbsup": 0xE9F3, "hand.thumbsup.fill": 0xE8DC,
        "chevron.right": 0xE5CC, "chevron.left": 0xE5CB, "arrow.left": 0xE5C4, "arrow.right": 0xE5C8,
        "xmark": 0xE5CD, "plus": 0xE145, "checkmark": 0xE5CA, "ellipsis": 0xE5D3,
        "trash": 0xE92E, "trash.fill": 0xE872,
        "square.and.arrow.up": 0xE6B8, "square.and.arrow.down": 0xF090, "icloud.and.arrow.down": 0xE2C0,
        "magnifyingglass": 0xE8B6, "gear": 0xE8B8, "gearshape": 0xE8B8, "gearshape.fill": 0xE8B8,
        "exclamationmark.triangle": 0xE002, "exclamationmark.triangle.fill": 0xE002,
        "exclamationmark.circle": 0xE001, "info.circle": 0xE88F,
        "arrow.clockwise": 0xE5D5, "play.fill": 0xE037, "play": 0xE037,
        "mappin": 0xE55F, "mappin.and.ellipse": 0xE55F, "location": 0xE0C8, "location.fill": 0xE0C8,
        "calendar": 0xE878, "clock": 0xE8B5, "house": 0xE88A, "house.fill": 0xE88A,
        "bell": 0xE7F5, "bell.fill": 0xE7F4, "message": 0xE0CB, "bubble.left": 0xE0CB,
        "paperplane": 0xE163, "paperplane.fill": 0xE163, "envelope": 0xE158, "envelope.fill": 0xE158,
        "square.grid.2x2": 0xE9B0, "list.bullet": 0xE896, "lock": 0xE897, "lock.fill": 0xE897,
        "globe": 0xE80B, "cart": 0xE8CC, "cart.fill": 0xE8CC,
    ]

    /// The codepoint of the glyph standing for `name`, or nil when the table has none.
    package static func codepoint(of name: String) -> UInt32? { table[name] }
}
