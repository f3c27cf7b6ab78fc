#ifndef REEL_CCAIROFT_SHIM_H
#define REEL_CCAIROFT_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include <cairo/cairo-ft.h>
#endif
