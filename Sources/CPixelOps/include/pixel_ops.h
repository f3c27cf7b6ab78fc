#ifndef REEL_PIXEL_OPS_H
#define REEL_PIXEL_OPS_H

#include <stddef.h>
#include <stdint.h>

/// Converts `width` native-endian 0xAARRGGBB pixels (cairo's ARGB32) to packed R, G, B bytes at `rgb`. Writes at
/// most one byte past `rgb + 3 * width`. On x86-64 CPUs with SSSE3 (all since 2006) a byte shuffle converts four
/// pixels at a time; elsewhere a plain loop the compiler vectorises as it can. The bytes are the same either way.
void reel_argb_to_rgb(const uint32_t *argb, uint8_t *rgb, size_t width);

/// Converts `count` pixels of packed R, G, B bytes at `rgb` to opaque native-endian 0xFFRRGGBB pixels at `argb`
/// (what a decoded video frame becomes to be compared). Reads only the `3 * count` bytes given. On x86-64 CPUs with
/// SSSE3 a byte shuffle converts four pixels at a time; elsewhere a plain loop. The pixels are the same either way.
void reel_rgb_to_argb(const uint8_t *rgb, uint32_t *argb, size_t count);

/// Converts `count` pixels held as three planes of bytes, green at `g`, blue at `b` and red at `r` (ffmpeg's `gbrp`,
/// what a lossless RGB H.264 stream decodes to), to opaque native-endian 0xFFRRGGBB pixels at `argb`. On x86-64
/// SSE2 interleaves sixteen pixels at a time; elsewhere a plain loop. The pixels are the same either way.
void reel_gbr_planes_to_argb(const uint8_t *g, const uint8_t *b, const uint8_t *r, uint32_t *argb, size_t count);

/// Undoes the PNG Paeth filter on one row of `width` RGB pixels: `line` holds the row's residuals (R, G, B bytes),
/// `previous` the row above as unfiltered pixels (0xFFRRGGBB); each pixel is written as 0xFFRRGGBB to `out`. `line`
/// is only read. On x86-64 the three channels of a pixel go through the predictor together in one SSE2 register;
/// elsewhere a plain loop. The pixels are the same either way.
void reel_unpaeth_rgb(const uint8_t *line, const uint32_t *previous, uint32_t *out, size_t width);

/// Undoes the PNG Paeth filter on consecutive rows of `width` RGB pixels, eight rows at a time: `data` is the first
/// row's filter byte, rows (a filter byte and 3·width residual bytes) are `stride` = 3·width + 1 bytes apart, and
/// `previous` is the row above the first as unfiltered pixels (0xFFRRGGBB). Row r's pixels go to out + r·width as
/// 0xFFRRGGBB, the same pixels `reel_unpaeth_rgb` writes row by row; `data` is only read. Stops before a group of
/// eight whose filter bytes are not all Paeth, or with fewer than eight of the `rows` left; returns the rows
/// decoded (0 on CPUs without AVX2, whose callers use `reel_unpaeth_rgb`).
size_t reel_unpaeth_rgb_rows(const uint8_t *data, size_t stride, size_t rows, const uint32_t *previous,
                             uint32_t *out, size_t width);

/// pixelmatch's "has many siblings" for the pixels of one interior row of an image at least three pixels wide:
/// out[x] is 1 when more than two of the pixel's neighbours (`up`, `row` and `down` are the rows above, at and below)
/// have exactly its RGB colour (alpha ignored), the image's edge counting one for out[0] and out[width − 1], else 0.
/// Eight pixels at a time on x86-64 CPUs with AVX2 and BMI2, four in SSE2 on other x86-64 CPUs; the flags are the
/// same either way.
void reel_many_siblings_row(const uint32_t *up, const uint32_t *row, const uint32_t *down, uint8_t *out,
                            size_t width);

/// pixelmatch's `hasManySiblings` as pixelmatch writes it, for every pixel of row y of a `width`×`height` image: out[x]
/// is 1 when more than two of its neighbours have exactly its RGB colour (alpha ignored), a pixel on the image's edge
/// counting one more, else 0. For the first and last row, and images less than three pixels high or wide.
void reel_many_siblings_edge_row(const uint32_t *pixels, size_t width, size_t height, size_t y, uint8_t *out);

/// pixelmatch's luma of `width` pixels (0x00RRGGBB, alpha ignored) scaled to an exact integer: out[x] is
/// 29889531·R + 58662247·G + 11448223·B. Four pixels at a time on x86-64 CPUs with AVX2; the values are the same
/// either way.
void reel_luma_row(const uint32_t *pixels, long *out, size_t width);

/// The counts of one row classified by `reel_diff_row_classify`.
typedef struct {
    /// Differing pixels that are not anti-aliasing.
    size_t different;
    /// Differing pixels that look like anti-aliasing in either image.
    size_t antialiased;
    /// The first and last column of the `different` pixels; -1 and -1 when there are none.
    ptrdiff_t min_x;
    ptrdiff_t max_x;
} reel_diff_row;

/// pixelmatch's plain comparison (threshold 0, anti-aliasing excluded) of the interior pixels (x = 1 … width − 2) of
/// one interior row of two opaque images `a` and `b`: a pixel differs when its RGB differ (alpha ignored), and a
/// differing pixel is anti-aliasing when pixelmatch's `antialiased` says so for either image. For each image, `up`,
/// `row` and `down` are the scaled lumas (29889531·R + 58662247·G + 11448223·B) of the rows above, at and below, and
/// `many` its "many siblings" flags (from `reel_many_siblings_row`) of the row, with the rows above and below at
/// `many − width` and `many + width`. On x86-64 CPUs with AVX-512 the neighbour scan runs eight pixels at a time, with
/// AVX2 four; the result is the same either way.
reel_diff_row reel_diff_row_classify(const uint32_t *a, const uint32_t *b, const long *a_up, const long *a_row,
                                     const long *a_down, const long *b_up, const long *b_row, const long *b_down,
                                     const uint8_t *many_a, const uint8_t *many_b, size_t width);

/// `reel_diff_row_classify` using at most the instructions of `level` (0: plain C, 1: AVX2, 2: AVX-512), where the
/// CPU has them: for tests that check every path counts the same.
reel_diff_row reel_diff_row_classify_up_to(const uint32_t *a, const uint32_t *b, const long *a_up, const long *a_row,
                                           const long *a_down, const long *b_up, const long *b_row,
                                           const long *b_down, const uint8_t *many_a, const uint8_t *many_b,
                                           size_t width, int level);

/// pixelmatch's plain comparison, as `reel_diff_row_classify` makes it, of every pixel of row `y` of two opaque
/// `width`×`height` images, for a row where few pixels differ: each differing pixel's neighbourhood is read straight
/// from the images (no luma rows, no sibling flags, which cost a whole row each). Returns 0, leaving `result` as it
/// is, when more than `limit` pixels of the row differ; else 1, with the row's counts in `result`.
int reel_diff_row_sparse(const uint32_t *a, const uint32_t *b, size_t width, size_t height, size_t y, size_t limit,
                         reel_diff_row *result);

/// pixman's separable-convolution filter (as cairo 1.16's CAIRO_FILTER_GOOD sets it up) for a scale + translate
/// transform of an a8r8g8b8 `source` with PAD repeat, fetched for every pixel of a `width`×`height` destination whose
/// pixel (x, y) samples source point (x + offset_x, y + offset_y) through `transform` (pixman's 3×3 16.16 matrix,
/// row-major). `params` is the filter's parameter list (widths, phase bits, then the weights). Strides are in bytes.
/// Writes the pixels pixman's fetcher computes, the same bytes; returns 0, writing nothing, for a transform with
/// shear or projection, an empty size, or no memory.
int reel_separable_convolution_pad(const uint32_t *source, int source_width, int source_height,
                                   size_t source_stride, uint32_t *destination, int width, int height,
                                   size_t destination_stride, const int32_t transform[9], int offset_x,
                                   int offset_y, const int32_t *params);

/// One output row of a box shrink: output pixel x is the B, G, R means of `factor` consecutive 4-lane column sums
/// (`sums`, B, G, R, A of each source column summed over the block's rows, each block sum below 65536), each sum
/// times `multiplier` shifted right 16 bits, alpha 255. Exact only for the factors whose `multiplier` gives every
/// sum's quotient (the caller checks); writes `width` pixels (4 bytes each) to `out`.
void reel_box_means_row(const uint16_t *sums, uint8_t *out, size_t width, size_t factor, uint16_t multiplier);

#endif
