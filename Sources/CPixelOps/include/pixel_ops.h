#ifndef REEL_PIXEL_OPS_H
#define REEL_PIXEL_OPS_H

#include <stddef.h>
#include <stdint.h>

/// Converts `width` native-endian 0xAARRGGBB pixels (cairo's ARGB32) to packed R, G, B bytes at `rgb`. Writes at
/// most one byte past `rgb + 3 * width`. On x86-64 CPUs with SSSE3 (all since 2006) a byte shuffle converts four
/// pixels at a time; elsewhere a plain loop the compiler vectorises as it can. The bytes are the same either way.
void reel_argb_to_rgb(const uint32_t *argb, uint8_t *rgb, size_t width);

/// Undoes the PNG Paeth filter on one row of `width` RGB pixels: `line` holds the row's residuals (R, G, B bytes),
/// `previous` the row above as unfiltered pixels (0xFFRRGGBB); each pixel is written as 0xFFRRGGBB to `out`. `line`
/// is only read. On x86-64 the three channels of a pixel go through the predictor together in one SSE2 register;
/// elsewhere a plain loop. The pixels are the same either way.
void reel_unpaeth_rgb(const uint8_t *line, const uint32_t *previous, uint32_t *out, size_t width);

/// pixelmatch's "has many siblings" for the interior pixels of one row (x = 1 … width − 2): out[x] is 1 when more than
/// two of the pixel's eight neighbours (`up`, `row` and `down` are the rows above, at and below) have exactly its RGB
/// colour (alpha ignored), else 0. out[0] and out[width − 1] are not written. Four pixels at a time in SSE2 on
/// x86-64; the flags are the same either way.
void reel_many_siblings_row(const uint32_t *up, const uint32_t *row, const uint32_t *down, uint8_t *out,
                            size_t width);

#endif
