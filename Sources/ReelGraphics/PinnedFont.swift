import CCairo
import CCairoFT
import Foundation

/// DejaVu Sans (regular and bold) loaded from its font files through FreeType, so that text does not depend on how
/// fontconfig (Linux) or Core Text (macOS) would resolve the family name on this machine. The files are looked for in
/// `REEL_FONT_DIR`, then where Debian's fonts-dejavu-core, other Linux distributions and Homebrew's
/// `font-dejavu` cask put them. Without them, text falls back to cairo's family-name lookup (on Linux the same
/// DejaVu files through fontconfig; on macOS a warning is printed once, as frames would then differ).
enum PinnedFont {
    /// The font files' names.
    static let regularFile = "DejaVuSans.ttf"
    static let boldFile = "DejaVuSans-Bold.ttf"

    /// The two faces, or nil when the files were not found or could not be loaded.
    static let faces: Faces? = load()

    /// Where the files are looked for, in order.
    static func searchFolders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        FontFolders.search(
            override: "REEL_FONT_DIR",
            linux: [
                "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
                "/usr/share/fonts/dejavu-sans-fonts",
            ], environment: environment)
    }

    /// The first folder holding both files, or nil.
    static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        searchFolders(environment: environment).first { folder in
            [regularFile, boldFile].allSatisfy { FileManager.default.isReadableFile(atPath: folder + "/" + $0) }
        }
    }

    /// The regular and bold cairo font faces.
    // @unchecked: the faces are created once (a `static let` is initialised once, thread-safely) and never changed
    // or destroyed; cairo reference-counts them atomically and locks each FT_Face (the unscaled font's mutex) while it
    // renders, which is how the faces cairo itself caches for a family name are shared between threads today.
    struct Faces: @unchecked Sendable {
        let regular: OpaquePointer
        let bold: OpaquePointer
    }

    private static func load() -> Faces? {
        guard let folder = folder() else {
            #if canImport(Darwin)
                FileHandle.standardError.write(
                    Data(
                        ("reel: warning: DejaVu Sans not found (brew install --cask font-dejavu, or set REEL_FONT_DIR "
                            + "to a folder holding \(regularFile) and \(boldFile)); text uses another font, so frames "
                            + "will not match goldens made elsewhere\n").utf8))
            #endif
            return nil
        }
        var library: FT_Library?
        // The library and faces live as long as the process: cairo's font faces point into them.
        guard FT_Init_FreeType(&library) == 0, let library,
            let regular = face(library, folder + "/" + regularFile), let bold = face(library, folder + "/" + boldFile)
        else { return nil }
        return Faces(regular: regular, bold: bold)
    }

    private static func face(_ library: FT_Library, _ path: String) -> OpaquePointer? {
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        guard let fontFace = cairo_ft_font_face_create_for_ft_face(face, 0),
            cairo_font_face_status(fontFace) == CAIRO_STATUS_SUCCESS
        else { return nil }
        return fontFace
    }
}
