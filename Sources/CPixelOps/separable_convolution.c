// pixman 0.42's separable-convolution fetch for an affine (scale + translate) a8r8g8b8 source with PAD repeat,
// as cairo 1.16 uses it for CAIRO_FILTER_GOOD downscaling, composited onto a transparent destination (where OVER
// gives the fetched pixel itself). The arithmetic is pixman's, step for step
// (bits_image_fetch_separable_convolution_affine in pixman-fast-path.c, pixman_transform_point_31_16_3d in
// pixman-matrix.c): the same fixed-point positions, phases, weights and rounding, so the pixels are the same.
// What differs is the work around it: the column taps of a row are found once for all rows (the transform has no
// shear), source rows are looked up once per output row, and the clamping is done on indices, not per tap.
#include "pixel_ops.h"

#include <stdlib.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

/// The taps of one destination row: the source rows with their weights, and per column the first weight of its phase
/// and the clamped source columns of its taps.
typedef struct {
    const uint32_t *const *rows;
    const int32_t *y_weights;
    int cheight;
    const int *columns;
    const int32_t *const *column_weights;
    int cwidth;
} conv_row;

// pixman's weight of one tap: the product of the two 16.16 weights, rounded to 16.16.
static inline int32_t tap_weight(int32_t fx, int32_t fy) { return (int32_t)(((int64_t)fx * fy + 0x8000) >> 16); }

static inline int clip_channel(int value) { return value < 0 ? 0 : (value > 0xff ? 0xff : value); }

static void convolve_row_plain(const conv_row *r, uint32_t *out, int width) {
    for (int k = 0; k < width; k++) {
        const int32_t *x_weights = r->column_weights[k];
        const int *taps = r->columns + k * r->cwidth;
        int satot = 0, srtot = 0, sgtot = 0, sbtot = 0;
        for (int i = 0; i < r->cheight; i++) {
            int32_t fy = r->y_weights[i];
            if (!fy) continue;
            const uint32_t *row = r->rows[i];
            for (int j = 0; j < r->cwidth; j++) {
                int32_t fx = x_weights[j];
                if (!fx) continue;
                int32_t f = tap_weight(fx, fy);
                uint32_t pixel = row[taps[j]];
                srtot += (int)((pixel >> 16) & 0xff) * f;
                sgtot += (int)((pixel >> 8) & 0xff) * f;
                sbtot += (int)(pixel & 0xff) * f;
                satot += (int)(pixel >> 24) * f;
            }
        }
        satot = clip_channel((satot + 0x8000) >> 16);
        srtot = clip_channel((srtot + 0x8000) >> 16);
        sgtot = clip_channel((sgtot + 0x8000) >> 16);
        sbtot = clip_channel((sbtot + 0x8000) >> 16);
        out[k] = ((uint32_t)satot << 24) | ((uint32_t)srtot << 16) | ((uint32_t)sgtot << 8) | (uint32_t)sbtot;
    }
}

#if defined(__x86_64__)
// The four channels of a pixel in the four 32-bit lanes of one register: one multiply and one add per tap (a zero
// weight adds zero, as pixman's skipped tap does), then pixman's rounding, shift and clipping to 0…255 by the
// saturating packs.
__attribute__((target("sse4.1"))) static void convolve_row_sse41(const conv_row *r, uint32_t *out, int width) {
    const __m128i half = _mm_set1_epi32(0x8000);
    for (int k = 0; k < width; k++) {
        const int32_t *x_weights = r->column_weights[k];
        const int *taps = r->columns + k * r->cwidth;
        __m128i sum = _mm_setzero_si128();
        for (int i = 0; i < r->cheight; i++) {
            int32_t fy = r->y_weights[i];
            const uint32_t *row = r->rows[i];
            for (int j = 0; j < r->cwidth; j++) {
                __m128i pixel = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)row[taps[j]]));
                sum = _mm_add_epi32(sum, _mm_mullo_epi32(pixel, _mm_set1_epi32(tap_weight(x_weights[j], fy))));
            }
        }
        __m128i channels = _mm_srai_epi32(_mm_add_epi32(sum, half), 16);
        channels = _mm_packus_epi32(channels, channels);
        channels = _mm_packus_epi16(channels, channels);
        out[k] = (uint32_t)_mm_cvtsi128_si32(channels);
    }
}
#endif

// pixman_transform_point_31_16_3d for one point; false when a coordinate does not fit in 32 bits.
static int transform_point(const int32_t t[9], int64_t x, int64_t y, int32_t *out_x, int32_t *out_y) {
    int64_t v[3] = {x, y, 65536};
    int64_t r[3];
    for (int i = 0; i < 3; i++) {
        int64_t high = 0, low = 0;
        for (int j = 0; j < 3; j++) {
            high += (int64_t)t[i * 3 + j] * (v[j] >> 16);
            low += (int64_t)t[i * 3 + j] * (v[j] & 0xFFFF);
        }
        r[i] = high + ((low + 0x8000) >> 16);
    }
    if (r[0] != (int32_t)r[0] || r[1] != (int32_t)r[1]) return 0;
    *out_x = (int32_t)r[0];
    *out_y = (int32_t)r[1];
    return 1;
}

static inline int clamp_index(int value, int size) { return value < 0 ? 0 : (value >= size ? size - 1 : value); }

int reel_separable_convolution_pad(const uint32_t *source, int source_width, int source_height,
                                   size_t source_stride, uint32_t *destination, int width, int height,
                                   size_t destination_stride, const int32_t transform[9], int offset_x,
                                   int offset_y, const int32_t *params) {
    if (transform[1] != 0 || transform[3] != 0 || transform[6] != 0 || transform[7] != 0 ||
        transform[8] != 65536 || source_width <= 0 || source_height <= 0 || width <= 0 || height <= 0)
        return 0;
    const int cwidth = params[0] >> 16, cheight = params[1] >> 16;
    const int x_phase_bits = params[2] >> 16, y_phase_bits = params[3] >> 16;
    const int x_phase_shift = 16 - x_phase_bits, y_phase_shift = 16 - y_phase_bits;
    const int32_t x_off = ((cwidth << 16) - 65536) >> 1, y_off = ((cheight << 16) - 65536) >> 1;
    const int32_t *x_table = params + 4;
    const int32_t *y_table = params + 4 + (1 << x_phase_bits) * cwidth;
    if (cwidth <= 0 || cheight <= 0) return 0;

    // Per destination column: the first source column of its taps and its weights (the same on every row).
    int *columns = malloc(sizeof(int) * (size_t)width * (size_t)cwidth);
    const int32_t **column_weights = malloc(sizeof(int32_t *) * (size_t)width);
    void **rows = malloc(sizeof(void *) * (size_t)cheight);
    if (!columns || !column_weights || !rows) {
        free(columns);
        free(column_weights);
        free(rows);
        return 0;
    }
    int32_t vx0, vy0;
    if (!transform_point(transform, ((int64_t)offset_x << 16) + 0x8000, ((int64_t)offset_y << 16) + 0x8000, &vx0,
                         &vy0)) {
        free(columns);
        free(column_weights);
        free(rows);
        return 0;
    }
    const int32_t ux = transform[0], vy_step = transform[4];
    int32_t vx = vx0;
    for (int k = 0; k < width; k++) {
        int32_t x = ((vx >> x_phase_shift) << x_phase_shift) + ((1 << x_phase_shift) >> 1);
        int32_t px = (x & 0xffff) >> x_phase_shift;
        int32_t x1 = (x - 1 - x_off) >> 16;
        for (int j = 0; j < cwidth; j++) columns[k * cwidth + j] = clamp_index(x1 + j, source_width);
        column_weights[k] = x_table + px * cwidth;
        vx += ux;
    }

    const uint32_t **source_rows = (const uint32_t **)rows;
    conv_row r = {source_rows, 0, cheight, columns, column_weights, cwidth};
#if defined(__x86_64__)
    const int sse41 = __builtin_cpu_supports("sse4.1");
#endif
    int32_t vy = vy0;
    for (int line = 0; line < height; line++) {
        // pixman transforms the first point of every scanline: with no shear its y is vy0 + line × yy exactly.
        int32_t y = ((vy >> y_phase_shift) << y_phase_shift) + ((1 << y_phase_shift) >> 1);
        int32_t py = (y & 0xffff) >> y_phase_shift;
        int32_t y1 = (y - 1 - y_off) >> 16;
        r.y_weights = y_table + py * cheight;
        for (int i = 0; i < cheight; i++)
            source_rows[i] =
                (const uint32_t *)((const uint8_t *)source + (size_t)clamp_index(y1 + i, source_height) * source_stride);
        uint32_t *out = (uint32_t *)((uint8_t *)destination + (size_t)line * destination_stride);
#if defined(__x86_64__)
        if (sse41) {
            convolve_row_sse41(&r, out, width);
        } else {
            convolve_row_plain(&r, out, width);
        }
#else
        convolve_row_plain(&r, out, width);
#endif
        vy += vy_step;
    }
    free(columns);
    free(column_weights);
    free(rows);
    return 1;
}
