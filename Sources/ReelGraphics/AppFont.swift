import Foundation
import Synchronization

/// The font the app's own labels are drawn in (`drawing: app`): Inter, the open typeface closest to UIKit's system
/// font (San Francisco) in widths and vertical metrics (docs/drawing.md, "Fonts"), one file per weight and slant,
/// loaded from the font files through FreeType as `PinnedFont` loads DejaVu. The files are looked for in
/// `REEL_APP_FONT_DIR`, then where Debian's fonts-inter and Homebrew's `font-inter` cask put them; without them the
/// app's text falls back to DejaVu Sans, with one warning.
package enum AppFont {
    /// Inter's weights by their CSS numbers, each the file that draws UIKit's weight of the same rank.
    static let weightNames: [Int: String] = [
        100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold",
        800: "ExtraBold", 900: "Black",
    ]

    /// The file of `weight` (100...900, rounded to a hundred) and slant: `Inter-SemiBold.otf`, `Inter-Italic.otf`.
    package static func fileName(weight: Int, italic: Bool) -> String {
        let name = weightNames[nearestWeight(weight)] ?? "Regular"
        if italic { return "Inter-\(name == "Regular" ? "" : name)Italic.otf" }
        return "Inter-\(name).otf"
    }

    /// `weight` rounded to the nearest hundred in 100...900.
    static func nearestWeight(_ weight: Int) -> Int {
        (min(900, max(100, weight)) + 50) / 100 * 100
    }

    /// Where the files are looked for, in order.
    static func searchFolders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        FontFolders.search(
            override: "REEL_APP_FONT_DIR",
            linux: ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/inter", "/usr/share/fonts/OTF"],
            environment: environment)
    }

    /// The first folder holding Inter's regular file, or nil.
    static let folder: String? = searchFolders().first { folder in
        FileManager.default.isReadableFile(atPath: folder + "/" + fileName(weight: 400, italic: false))
    }

    /// Whether the missing-font warning was printed.
    private static let warned = Atomic(false)

    /// The face of `weight` and slant, or nil when Inter is not installed (the caller draws DejaVu Sans instead).
    package static func face(weight: Int, italic: Bool) -> OpaquePointer? {
        guard let folder else {
            FontFolders.warn(
                once: warned,
                "reel: warning: the Inter font was not found (apt-get install fonts-inter, brew install --cask "
                    + "font-inter, or set REEL_APP_FONT_DIR); the app's text is drawn in DejaVu Sans, so frames will "
                    + "not match goldens made elsewhere")
            return nil
        }
        return FontFaces.face(folder + "/" + fileName(weight: weight, italic: italic))
            ?? FontFaces.face(folder + "/" + fileName(weight: 400, italic: false))
    }
}
