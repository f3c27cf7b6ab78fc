import CCairo
import Foundation
import Synchronization

/// SF Symbols drawn from an open icon set: Google's Material Icons (Apache 2.0, Debian's
/// fonts-material-design-icons-iconfont), one glyph per symbol through `SymbolGlyphs`' table. The font file is looked
/// for in `REEL_SYMBOL_FONT_DIR`, then where Debian and Homebrew's `font-material-icons` cask put it; a symbol
/// without a glyph, or without the file, is drawn as a marked box by the caller.
package enum SymbolFont {
    static let fileName = "MaterialIcons-Regular.ttf"

    /// Where the file is looked for, in order.
    static func searchFolders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        FontFolders.search(
            override: "REEL_SYMBOL_FONT_DIR",
            linux: [
                "/usr/share/fonts/truetype/material-design-icons-iconfont", "/usr/share/fonts/material-design-icons",
            ], environment: environment)
    }

    /// The font file's path, or nil when it is not installed.
    package static let path: String? = searchFolders().lazy.map { $0 + "/" + fileName }.first {
        FileManager.default.isReadableFile(atPath: $0)
    }

    /// Whether the missing-font warning was printed.
    private static let warned = Atomic(false)

    /// The icon font's face, or nil when it is not installed (one warning: symbols are then drawn as marked boxes).
    static var face: OpaquePointer? {
        guard let path else {
            FontFolders.warn(
                once: warned,
                "reel: warning: the Material Icons font was not found (apt-get install "
                    + "fonts-material-design-icons-iconfont, brew install --cask font-material-icons, or set "
                    + "REEL_SYMBOL_FONT_DIR); SF Symbols are drawn as marked boxes, so frames will not match goldens "
                    + "made elsewhere")
            return nil
        }
        return FontFaces.face(path)
    }
}

extension CairoContext {
    /// Draws the glyph standing for SF Symbol `name`, its ink centred in the box and as large as the box's shorter
    /// side, in the current source; false when the symbol has no glyph or the icon font is missing (nothing drawn).
    package func drawSymbol(_ name: String, x: Double, y: Double, width: Double, height: Double) -> Bool {
        guard let codepoint = SymbolGlyphs.codepoint(of: name), let face = SymbolFont.face,
            let scalar = Unicode.Scalar(codepoint), width > 0, height > 0
        else { return false }
        let text = String(Character(scalar))
        cairo_save(handle)
        defer { cairo_restore(handle) }
        cairo_set_font_face(handle, face)
        cairo_set_font_size(handle, min(width, height))
        let ink = extents(text)
        guard ink.width > 0, ink.height > 0 else { return false }
        cairo_new_path(handle)
        cairo_move_to(
            handle, x + (width - ink.width) / 2 - ink.x_bearing, y + (height - ink.height) / 2 - ink.y_bearing)
        cairo_show_text(handle, text)
        cairo_new_path(handle)
        return true
    }
}
