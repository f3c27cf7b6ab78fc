// cairo's FreeType font backend, and the three FreeType functions reel calls to open the DejaVu files.
//
// FreeType's own headers live in a folder of their own (freetype2/), which only pkg-config knows. On Linux reel
// opens cairo and FreeType on first use (Sources/CLazyLibraries) and asks pkg-config nothing, so the few
// declarations reel needs are written here, as FreeType and cairo-ft.h declare them: the handles are pointers to
// FreeType's own (here incomplete) structs, FT_Error is an int and FT_Long a signed long.
#ifndef REEL_CCAIROFT_SHIM_H
#define REEL_CCAIROFT_SHIM_H
#include <cairo/cairo.h>

typedef struct FT_LibraryRec_ *FT_Library;
typedef struct FT_FaceRec_ *FT_Face;

/// FreeType's FT_Init_FreeType.
int FT_Init_FreeType(FT_Library *alibrary);
/// FreeType's FT_New_Face.
int FT_New_Face(FT_Library library, const char *filepathname, signed long face_index, FT_Face *aface);
/// cairo-ft.h's cairo_ft_font_face_create_for_ft_face.
cairo_font_face_t *cairo_ft_font_face_create_for_ft_face(FT_Face face, int load_flags);
#endif
