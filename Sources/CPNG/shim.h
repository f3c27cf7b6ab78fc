#ifndef REEL_CPNG_SHIM_H
#define REEL_CPNG_SHIM_H
#include <png.h>

/* Composite format macros are not imported by Swift; expose them as typed constants. */
static const png_uint_32 REEL_PNG_FORMAT_BGRA = PNG_FORMAT_BGRA;
static const png_uint_32 REEL_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;

/* The simplified API's message buffer, as a C string (the struct field imports as a tuple). */
static inline const char *reel_png_image_message(const png_image *image) {
    return image->message;
}
#endif
