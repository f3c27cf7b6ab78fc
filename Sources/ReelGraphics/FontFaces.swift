import CCairo
import CCairoFT
import Foundation
import Synchronization

/// Font files opened through one FreeType library as cairo font faces, each once, for the life of the process
/// (cairo's faces point into FreeType's): the app's font (`AppFont`) and the symbols' (`SymbolFont`).
enum FontFaces {
    /// A cairo font face, shared between threads.
    // @unchecked Sendable: the face is created once under `opened`'s lock and never changed or destroyed; cairo
    // reference-counts font faces atomically and locks each FT_Face while it renders (as for `PinnedFont.Faces`).
    struct Face: @unchecked Sendable {
        let face: OpaquePointer?
    }

    /// The library and the faces opened so far, by path (a nil face: the file could not be opened).
    private struct Opened: ~Copyable {
        var library: FT_Library?
        var faces: [String: Face] = [:]
    }

    private static let opened = Mutex(Opened())

    /// The face of the font file at `path`, or nil when it cannot be opened.
    static func face(_ path: String) -> OpaquePointer? {
        opened.withLock { opened -> OpaquePointer? in
            if let known = opened.faces[path] { return known.face }
            let face = open(path, in: &opened)
            opened.faces[path] = Face(face: face)
            return face
        }
    }

    private static func open(_ path: String, in opened: inout Opened) -> OpaquePointer? {
        if opened.library == nil {
            var made: FT_Library?
            guard FT_Init_FreeType(&made) == 0 else { return nil }
            opened.library = made
        }
        var face: FT_Face?
        guard let library = opened.library, FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        guard let fontFace = cairo_ft_font_face_create_for_ft_face(face, 0),
            cairo_font_face_status(fontFace) == CAIRO_STATUS_SUCCESS
        else { return nil }
        return fontFace
    }
}
