#include "pixel_ops.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>

// Four pixels a step through one byte shuffle: each step loads 16 bytes at `in` + step * `in_step`, shuffles them by
// `order`, sets the bits of `fill` and stores 16 bytes at `out` + step * `out_step`.
__attribute__((target("ssse3"))) static void shuffle_steps_ssse3(const uint8_t *in, size_t in_step, uint8_t *out,
                                                                 size_t out_step, size_t steps, __m128i order,
                                                                 __m128i fill) {
    for (size_t step = 0; step < steps; step++) {
        __m128i bytes = _mm_loadu_si128((const __m128i *)(in + step * in_step));
        _mm_storeu_si128((__m128i *)(out + step * out_step), _mm_or_si128(_mm_shuffle_epi8(bytes, order), fill));
    }
}
#endif

// Which way `shuffled` converts: 0xAARRGGBB pixels to packed R, G, B bytes, or back to opaque pixels.
enum shuffle_kind { ARGB_TO_RGB, RGB_TO_ARGB };

// Converts the leading pixels that whole four-pixel SSSE3 shuffles can take and returns how many (0 on a CPU without
// SSSE3). Each step reads and writes 16 bytes of which 12 are RGB, so the RGB side bounds the steps: an RGB row
// written may take its one spare byte, an RGB input is never read past its end. Little-endian 0xAARRGGBB is B, G, R,
// A in memory.
static size_t shuffled(enum shuffle_kind kind, const uint8_t *in, uint8_t *out, size_t pixels) {
#if defined(__x86_64__)
    size_t rgb_bytes = 3 * pixels + (kind == ARGB_TO_RGB ? 1 : 0);
    if (!__builtin_cpu_supports("ssse3") || rgb_bytes < 16) return 0;
    size_t steps = (rgb_bytes - 16) / 12 + 1;
    if (kind == ARGB_TO_RGB) {
        // R, G, B of each pixel; the store's last 4 bytes are zeroes the next step (or the tail) overwrites.
        shuffle_steps_ssse3(in, 16, out, 12, steps,
                            _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1),
                            _mm_setzero_si128());
    } else {
        // B, G, R of each pixel into a 32-bit lane, alpha set.
        shuffle_steps_ssse3(in, 12, out, 16, steps, _mm_setr_epi8(2, 1, 0, -1, 5, 4, 3, -1, 8, 7, 6, -1, 11, 10, 9, -1),
                            _mm_set1_epi32((int)0xFF000000u));
    }
    return 4 * steps;
#else
    (void)kind, (void)in, (void)out, (void)pixels;
    return 0;
#endif
}

void reel_argb_to_rgb(const uint32_t *argb, uint8_t *rgb, size_t width) {
    for (size_t x = shuffled(ARGB_TO_RGB, (const uint8_t *)argb, rgb, width); x < width; x++) {
        uint32_t pixel = argb[x];
        rgb[3 * x] = (uint8_t)(pixel >> 16);
        rgb[3 * x + 1] = (uint8_t)(pixel >> 8);
        rgb[3 * x + 2] = (uint8_t)pixel;
    }
}

void reel_rgb_to_argb(const uint8_t *rgb, uint32_t *argb, size_t count) {
    size_t x = shuffled(RGB_TO_ARGB, rgb, (uint8_t *)argb, count);
    for (; x < count; x++) {
        argb[x] = 0xFF000000u | (uint32_t)rgb[3 * x] << 16 | (uint32_t)rgb[3 * x + 1] << 8 | (uint32_t)rgb[3 * x + 2];
    }
}

void reel_gbr_planes_to_argb(const uint8_t *g, const uint8_t *b, const uint8_t *r, uint32_t *argb, size_t count) {
    size_t x = 0;
#if defined(__x86_64__)
    // SSE2 (baseline on x86-64): sixteen pixels a step, B with G and R with opaque alpha interleaved into 16-bit
    // pairs, then the pairs into B, G, R, A bytes (little-endian 0xFFRRGGBB).
    const __m128i opaque = _mm_set1_epi8((char)0xFF);
    for (; x + 16 <= count; x += 16) {
        __m128i blue = _mm_loadu_si128((const __m128i *)(b + x));
        __m128i green = _mm_loadu_si128((const __m128i *)(g + x));
        __m128i red = _mm_loadu_si128((const __m128i *)(r + x));
        __m128i bg_low = _mm_unpacklo_epi8(blue, green), bg_high = _mm_unpackhi_epi8(blue, green);
        __m128i ra_low = _mm_unpacklo_epi8(red, opaque), ra_high = _mm_unpackhi_epi8(red, opaque);
        _mm_storeu_si128((__m128i *)(argb + x), _mm_unpacklo_epi16(bg_low, ra_low));
        _mm_storeu_si128((__m128i *)(argb + x + 4), _mm_unpackhi_epi16(bg_low, ra_low));
        _mm_storeu_si128((__m128i *)(argb + x + 8), _mm_unpacklo_epi16(bg_high, ra_high));
        _mm_storeu_si128((__m128i *)(argb + x + 12), _mm_unpackhi_epi16(bg_high, ra_high));
    }
#endif
    for (; x < count; x++) {
        argb[x] = 0xFF000000u | (uint32_t)r[x] << 16 | (uint32_t)g[x] << 8 | (uint32_t)b[x];
    }
}

// Paeth predictor of left a, above b and upper-left c, as the PNG specification writes it.
static inline int paeth_predictor(int a, int b, int c) {
    int pa = abs(b - c);
    int pb = abs(a - c);
    int pc = abs(a + b - 2 * c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

#if defined(__x86_64__)
static inline __m128i select_if(__m128i mask, __m128i then, __m128i otherwise) {
    return _mm_or_si128(_mm_and_si128(mask, then), _mm_andnot_si128(mask, otherwise));
}

static inline __m128i abs_epi16(__m128i x) {
    return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x));
}

// One pixel at a time, its three channels in 16-bit lanes of one SSE2 register (baseline on x86-64), as libpng's
// png_read_filter_row_paeth3_sse2 does: the chain from one pixel to the next is a handful of vector operations. The
// row above is read as packed pixels (0xFFRRGGBB, bytes B, G, R, FF in memory), so the lanes are in B, G, R order.
static void unpaeth_rgb_sse2(const uint8_t *line, const uint32_t *previous, uint32_t *out, size_t width) {
    const __m128i zero = _mm_setzero_si128();
    __m128i a = zero;
    __m128i c = zero;
    for (size_t x = 0; x < width; x++) {
        const uint8_t *p = line + 3 * x;
        uint32_t word = (uint32_t)p[2] | (uint32_t)p[1] << 8 | (uint32_t)p[0] << 16;
        if (word == 0 && x > 0 && previous[x] == previous[x - 1]) {
            // Above equals upper-left, so |b - c| = 0 picks the left pixel, and the residual is zero: the pixel is
            // the left one. Flat fills and horizontal runs of reel's frames are long spans of these, and this way
            // they skip the chain of vector operations.
            out[x] = out[x - 1];
            continue;  // a stays the left pixel; c becomes this b, which equals the old c.
        }
        __m128i b = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)previous[x]), zero);
        __m128i residual = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)word), zero);
        __m128i pa = _mm_sub_epi16(b, c);  // p - a, where p = a + b - c
        __m128i pb = _mm_sub_epi16(a, c);  // p - b
        __m128i pc = _mm_add_epi16(pa, pb);  // p - c
        pa = abs_epi16(pa);
        pb = abs_epi16(pb);
        pc = abs_epi16(pc);
        __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
        __m128i nearest = select_if(_mm_cmpeq_epi16(smallest, pa), a, select_if(_mm_cmpeq_epi16(smallest, pb), b, c));
        // Byte adds keep each 16-bit lane's value modulo 256 (no carry into the zero high byte).
        a = _mm_add_epi8(residual, nearest);
        out[x] = 0xFF000000u | (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(a, a));
        c = b;
    }
}
#endif

void reel_unpaeth_rgb(const uint8_t *line, const uint32_t *previous, uint32_t *out, size_t width) {
#if defined(__x86_64__)
    unpaeth_rgb_sse2(line, previous, out, width);
#else
    int a0 = 0, a1 = 0, a2 = 0, c0 = 0, c1 = 0, c2 = 0;
    for (size_t x = 0; x < width; x++) {
        const uint8_t *p = line + 3 * x;
        int b0 = (int)(previous[x] >> 16) & 255, b1 = (int)(previous[x] >> 8) & 255, b2 = (int)previous[x] & 255;
        a0 = (p[0] + paeth_predictor(a0, b0, c0)) & 255;
        a1 = (p[1] + paeth_predictor(a1, b1, c1)) & 255;
        a2 = (p[2] + paeth_predictor(a2, b2, c2)) & 255;
        c0 = b0;
        c1 = b1;
        c2 = b2;
        out[x] = 0xFF000000u | (uint32_t)a0 << 16 | (uint32_t)a1 << 8 | (uint32_t)a2;
    }
#endif
}

#if defined(__x86_64__)
/// The Paeth predictor applied to 32 bytes at once (a: left, b: above, c: upper left, all unsigned bytes) and added
/// to `residual`. With pa = |b − c| and pb = |a − c|, the third distance |a + b − 2c| is pa + pb when a − c and b − c
/// have the same sign (or either is 0) and |pa − pb| otherwise; saturating the sum at 255 changes no comparison with
/// pa or pb. Ties go to a, then b, as the PNG specification orders them.
__attribute__((target("avx2"), always_inline)) static inline __m256i paeth_bytes_avx2(__m256i a, __m256i b, __m256i c,
                                                                                    __m256i residual) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i c_minus_b = _mm256_subs_epu8(c, b), c_minus_a = _mm256_subs_epu8(c, a);
    const __m256i pa = _mm256_or_si256(_mm256_subs_epu8(b, c), c_minus_b);
    const __m256i pb = _mm256_or_si256(_mm256_subs_epu8(a, c), c_minus_a);
    const __m256i same = _mm256_cmpeq_epi8(_mm256_cmpeq_epi8(c_minus_b, zero), _mm256_cmpeq_epi8(c_minus_a, zero));
    const __m256i pc = _mm256_blendv_epi8(_mm256_or_si256(_mm256_subs_epu8(pa, pb), _mm256_subs_epu8(pb, pa)),
                                          _mm256_adds_epu8(pa, pb), same);
    const __m256i pa_least = _mm256_and_si256(_mm256_cmpeq_epi8(_mm256_min_epu8(pa, pb), pa),
                                              _mm256_cmpeq_epi8(_mm256_min_epu8(pa, pc), pa));
    const __m256i pb_not_more = _mm256_cmpeq_epi8(_mm256_min_epu8(pb, pc), pb);
    const __m256i predicted = _mm256_blendv_epi8(_mm256_blendv_epi8(c, b, pb_not_more), a, pa_least);
    return _mm256_add_epi8(residual, predicted);
}

/// `reel_unpaeth_rgb_rows` for 8 · `registers` rows (1 or 2 registers) on a wavefront: row r runs r pixels behind
/// row r − 1, so at step t lane r unfilters pixel x = t − r of row r, whose left, upper and upper-left neighbours were
/// all finished at earlier steps (its upper neighbour is lane r − 1 of the step before). A lane holds one pixel as
/// bytes R, G, B, 0. One step does 8 · `registers` pixels where row by row the chain from one pixel to the next
/// allows one; two registers are two independent chains for the CPU to overlap.
__attribute__((target("avx2"), always_inline)) static inline void unpaeth_rgb_wave_avx2(
    const uint8_t *data, size_t stride, const uint32_t *previous, uint32_t *out, size_t width, const int registers) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i lanes[2] = {_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7),
                              _mm256_setr_epi32(8, 9, 10, 11, 12, 13, 14, 15)};
    // Lane r moves to lane r + 1 (lane 7 to lane 0, where the register above's lane 7 or the row above goes).
    const __m256i down_one = _mm256_setr_epi32(7, 0, 1, 2, 3, 4, 5, 6);
    // Lane r reads row r's pixel x at data + 1 + r·stride + 3x − 1 (from the byte before the pixel, so that four
    // bytes never run past the row; shifted out below) = data + 3t + r·(stride − 3).
    const __m256i step = _mm256_set1_epi32((int)(stride - 3));
    const __m256i offsets[2] = {_mm256_mullo_epi32(lanes[0], step), _mm256_mullo_epi32(lanes[1], step)};
    const __m256i to_argb = _mm256_setr_epi8(2, 1, 0, -1, 6, 5, 4, -1, 10, 9, 8, -1, 14, 13, 12, -1, 2, 1, 0, -1, 6, 5,
                                             4, -1, 10, 9, 8, -1, 14, 13, 12, -1);
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
    const size_t rows = 8 * (size_t)registers;
    __m256i a[2] = {zero, zero}, c[2] = {zero, zero};
    for (size_t t = 0; t < width + rows - 1; t++) {
        // Only in the first and last steps do some lanes fall outside their row (x < 0 or x ≥ width): they read
        // nothing, and those before the row hold 0, the left and upper-left neighbour of a row's first pixel.
        const int edge = t < rows - 1 || t >= width;
        __m256i valid[2] = {_mm256_set1_epi32(-1), _mm256_set1_epi32(-1)};
        const int *base = (const int *)(data + 3 * t);
        // Lane 0's upper neighbour is the row above the group (as bytes R, G, B, 0).
        const uint32_t top = t < width ? __builtin_bswap32(previous[t]) >> 8 : 0;
        __m256i above = _mm256_castsi128_si256(_mm_cvtsi32_si128((int)top));
        __m256i argb[2];
        for (int k = 0; k < registers; k++) {
            __m256i residual;
            if (edge) {
                const __m256i x = _mm256_sub_epi32(_mm256_set1_epi32((int)t), lanes[k]);
                valid[k] = _mm256_andnot_si256(_mm256_cmpgt_epi32(zero, x),
                                               _mm256_cmpgt_epi32(_mm256_set1_epi32((int)width), x));
                residual = _mm256_mask_i32gather_epi32(zero, base, offsets[k], valid[k], 1);
            } else {
                residual = _mm256_i32gather_epi32(base, offsets[k], 1);
            }
            const __m256i moved = _mm256_permutevar8x32_epi32(a[k], down_one);
            const __m256i b = _mm256_blend_epi32(moved, above, 1);
            above = moved;
            a[k] = paeth_bytes_avx2(a[k], b, c[k], _mm256_srli_epi32(residual, 8));
            if (edge) a[k] = _mm256_and_si256(a[k], valid[k]);
            c[k] = b;
            argb[k] = _mm256_or_si256(_mm256_shuffle_epi8(a[k], to_argb), alpha);
        }
        uint32_t pixels[16];
        for (int k = 0; k < registers; k++) _mm256_storeu_si256((__m256i *)(pixels + 8 * k), argb[k]);
        if (!edge) {
            for (size_t r = 0; r < rows; r++) out[r * width + t - r] = pixels[r];
        } else {
            for (size_t r = 0; r < rows; r++) {
                if (t >= r && t - r < width) out[r * width + t - r] = pixels[r];
            }
        }
    }
}

__attribute__((target("avx2"))) static void unpaeth_rgb_16rows_avx2(const uint8_t *data, size_t stride,
                                                                   const uint32_t *previous, uint32_t *out,
                                                                   size_t width) {
    unpaeth_rgb_wave_avx2(data, stride, previous, out, width, 2);
}

__attribute__((target("avx2"))) static void unpaeth_rgb_8rows_avx2(const uint8_t *data, size_t stride,
                                                                  const uint32_t *previous, uint32_t *out,
                                                                  size_t width) {
    unpaeth_rgb_wave_avx2(data, stride, previous, out, width, 1);
}

/// Whether the `count` rows from `data` (rows `stride` bytes apart) all have the Paeth filter byte.
static int all_paeth(const uint8_t *data, size_t stride, size_t count) {
    for (size_t r = 0; r < count; r++) {
        if (data[r * stride] != 4) return 0;
    }
    return 1;
}
#endif

size_t reel_unpaeth_rgb_rows(const uint8_t *data, size_t stride, size_t rows, const uint32_t *previous,
                             uint32_t *out, size_t width) {
    size_t done = 0;
#if defined(__x86_64__)
    if (width == 0 || stride != 3 * width + 1 || stride > (size_t)(INT32_MAX / 16) ||
        width > (size_t)INT32_MAX - 16 || !__builtin_cpu_supports("avx2")) {
        return 0;
    }
    for (size_t group = 16; group >= 8; group -= 8) {
        while (done + group <= rows && all_paeth(data + done * stride, stride, group)) {
            const uint32_t *above = done ? out + (done - 1) * width : previous;
            if (group == 16) {
                unpaeth_rgb_16rows_avx2(data + done * stride, stride, above, out + done * width, width);
            } else {
                unpaeth_rgb_8rows_avx2(data + done * stride, stride, above, out + done * width, width);
            }
            done += group;
        }
        if (done) break;
    }
#else
    (void)data, (void)stride, (void)rows, (void)previous, (void)out, (void)width;
#endif
    return done;
}

#if defined(__x86_64__)
/// `reel_many_siblings_row` eight pixels at a time from x = 1; returns the first column left.
__attribute__((target("avx2,bmi2"))) static size_t many_siblings_avx2(const uint32_t *up, const uint32_t *row,
                                                                      const uint32_t *down, uint8_t *out,
                                                                      size_t width) {
    const __m256i rgb = _mm256_set1_epi32(0x00FFFFFF);
    const __m256i two = _mm256_set1_epi32(2);
    size_t x = 1;
    for (; x + 8 <= width - 1; x += 8) {
        const __m256i centre = _mm256_and_si256(_mm256_loadu_si256((const __m256i *)(row + x)), rgb);
        __m256i count = _mm256_setzero_si256();
        const uint32_t *neighbours[8] = {up + x - 1, up + x,       up + x + 1,   row + x - 1,
                                         row + x + 1, down + x - 1, down + x, down + x + 1};
        for (int n = 0; n < 8; n++) {
            const __m256i pixel = _mm256_and_si256(_mm256_loadu_si256((const __m256i *)neighbours[n]), rgb);
            count = _mm256_sub_epi32(count, _mm256_cmpeq_epi32(pixel, centre));
        }
        const unsigned many = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpgt_epi32(count, two)));
        const uint64_t flags = _pdep_u64(many, 0x0101010101010101ull);
        memcpy(out + x, &flags, 8);
    }
    return x;
}
#endif

/// pixelmatch's `hasManySiblings` for the first (x = 0, `step` 1) or last (x = width − 1, `step` −1) pixel of an
/// interior row: five neighbours, and the image's edge counting one more.
static inline uint8_t many_siblings_edge(const uint32_t *up, const uint32_t *row, const uint32_t *down, size_t x,
                                         ptrdiff_t step) {
    const uint32_t centre = row[x] & 0x00FFFFFFu;
    const size_t inner = (size_t)((ptrdiff_t)x + step);
    const int equal = 1 + ((up[x] & 0x00FFFFFFu) == centre) + ((up[inner] & 0x00FFFFFFu) == centre) +
                      ((row[inner] & 0x00FFFFFFu) == centre) + ((down[x] & 0x00FFFFFFu) == centre) +
                      ((down[inner] & 0x00FFFFFFu) == centre);
    return equal > 2;
}

void reel_many_siblings_row(const uint32_t *up, const uint32_t *row, const uint32_t *down, uint8_t *out,
                            size_t width) {
    if (width < 3) return;
    out[0] = many_siblings_edge(up, row, down, 0, 1);
    out[width - 1] = many_siblings_edge(up, row, down, width - 1, -1);
    size_t x = 1;
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2")) {
        x = many_siblings_avx2(up, row, down, out, width);
    }
    // Four pixels at a time: each of the eight neighbours compared in one SSE2 instruction, the equal ones counted as
    // subtracted all-ones lanes.
    const __m128i rgb = _mm_set1_epi32(0x00FFFFFF);
    const __m128i two = _mm_set1_epi32(2);
    for (; x + 4 <= width - 1; x += 4) {
        __m128i centre = _mm_and_si128(_mm_loadu_si128((const __m128i *)(row + x)), rgb);
        __m128i count = _mm_setzero_si128();
        const uint32_t *neighbours[8] = {up + x - 1, up + x,       up + x + 1,   row + x - 1,
                                         row + x + 1, down + x - 1, down + x, down + x + 1};
        for (int n = 0; n < 8; n++) {
            __m128i pixel = _mm_and_si128(_mm_loadu_si128((const __m128i *)neighbours[n]), rgb);
            count = _mm_sub_epi32(count, _mm_cmpeq_epi32(pixel, centre));
        }
        __m128i many = _mm_cmpgt_epi32(count, two);
        __m128i bytes = _mm_packs_epi16(_mm_packs_epi32(many, many), _mm_setzero_si128());
        uint32_t flags = (uint32_t)_mm_cvtsi128_si32(bytes) & 0x01010101u;
        memcpy(out + x, &flags, 4);
    }
#endif
    for (; x < width - 1; x++) {
        uint32_t centre = row[x] & 0x00FFFFFFu;
        int equal = ((up[x - 1] & 0x00FFFFFFu) == centre) + ((up[x] & 0x00FFFFFFu) == centre) +
                    ((up[x + 1] & 0x00FFFFFFu) == centre) + ((row[x - 1] & 0x00FFFFFFu) == centre) +
                    ((row[x + 1] & 0x00FFFFFFu) == centre) + ((down[x - 1] & 0x00FFFFFFu) == centre) +
                    ((down[x] & 0x00FFFFFFu) == centre) + ((down[x + 1] & 0x00FFFFFFu) == centre);
        out[x] = equal > 2 ? 1 : 0;
    }
}

/// pixelmatch's `hasManySiblings` for pixel (x, y), as pixelmatch writes it.
static uint8_t many_siblings_at(const uint32_t *pixels, size_t width, size_t height, size_t x, size_t y) {
    const size_t x0 = x > 0 ? x - 1 : 0, y0 = y > 0 ? y - 1 : 0;
    const size_t x2 = x + 1 < width ? x + 1 : width - 1, y2 = y + 1 < height ? y + 1 : height - 1;
    const uint32_t value = pixels[y * width + x] & 0x00FFFFFFu;
    int equal = x == x0 || x == x2 || y == y0 || y == y2;
    for (size_t row = y0; row <= y2; row++) {
        for (size_t column = x0; column <= x2; column++) {
            if ((column != x || row != y) && (pixels[row * width + column] & 0x00FFFFFFu) == value) equal++;
        }
    }
    return equal > 2;
}

void reel_many_siblings_edge_row(const uint32_t *pixels, size_t width, size_t height, size_t y, uint8_t *out) {
    for (size_t x = 0; x < width; x++) out[x] = many_siblings_at(pixels, width, height, x, y);
}

// pixelmatch's anti-aliasing detector on scaled lumas. Neighbours are visited column by column, as pixelmatch does
// (codes 1 … 8 below), so ties pick the same neighbour; 0 means "none darker" or "none brighter".
static const int neighbour_dx[9] = {0, -1, -1, -1, 0, 0, 1, 1, 1};
static const int neighbour_dy[9] = {0, -1, 0, 1, -1, 1, -1, 0, 1};

/// The rows one image's detector reads around the row being compared.
typedef struct {
    const long *up, *row, *down;
    const uint8_t *many;
    ptrdiff_t width;
} aa_rows;

/// The codes of the darkest (`*darkest`) and brightest (`*brightest`) neighbour of interior pixel x; 0 when none.
static inline void extremes(const aa_rows *rows, size_t x, int *darkest, int *brightest) {
    const long centre = rows->row[x];
    const long neighbours[8] = {rows->up[x - 1], rows->row[x - 1], rows->down[x - 1], rows->up[x],
                                rows->down[x],   rows->up[x + 1],  rows->row[x + 1],  rows->down[x + 1]};
    long low = 0, high = 0;
    int low_code = 0, high_code = 0;
    for (int k = 0; k < 8; k++) {
        const long delta = centre - neighbours[k];
        if (delta < low) low = delta, low_code = k + 1;
        if (delta > high) high = delta, high_code = k + 1;
    }
    *darkest = low_code;
    *brightest = high_code;
}

/// Whether neighbour `code` of pixel x has many siblings in both images.
static inline int many_in_both(const aa_rows *self, const aa_rows *other, size_t x, int code) {
    const ptrdiff_t at = neighbour_dy[code] * self->width + (ptrdiff_t)x + neighbour_dx[code];
    return self->many[at] && other->many[at];
}

/// pixelmatch's `antialiased` for interior pixel x of `self`, given its extreme neighbours' codes.
static inline int antialiased_with(const aa_rows *self, const aa_rows *other, size_t x, int darkest, int brightest) {
    if (self->many[x] || darkest == 0 || brightest == 0) return 0;
    return many_in_both(self, other, x, darkest) || many_in_both(self, other, x, brightest);
}

/// Counts differing pixel x as anti-aliasing or different.
static inline void diff_row_count(reel_diff_row *result, int antialiased, size_t x) {
    if (antialiased) {
        result->antialiased++;
    } else {
        result->different++;
        if (result->min_x < 0) result->min_x = (ptrdiff_t)x;
        result->max_x = (ptrdiff_t)x;
    }
}

/// One differing interior pixel, scalar.
/// Counts a group of up to 32 pixels from `x` on: `differ` has a bit for each pixel that differs, `antialiased` for
/// each of those taken for anti-aliasing (the vector paths' equivalent of `diff_row_count`).
static inline void diff_lanes_count(reel_diff_row *result, unsigned differ, unsigned antialiased, size_t x) {
    const unsigned different = differ & ~antialiased;
    result->antialiased += (size_t)__builtin_popcount(antialiased);
    if (different) {
        result->different += (size_t)__builtin_popcount(different);
        if (result->min_x < 0) result->min_x = (ptrdiff_t)x + __builtin_ctz(different);
        result->max_x = (ptrdiff_t)x + 31 - __builtin_clz(different);
    }
}

static inline void classify_pixel(reel_diff_row *result, const aa_rows *ra, const aa_rows *rb, size_t x) {
    int antialiased = 0;
    if (!(ra->many[x] && rb->many[x])) {
        int darkest, brightest;
        if (!ra->many[x]) {
            extremes(ra, x, &darkest, &brightest);
            antialiased = antialiased_with(ra, rb, x, darkest, brightest);
        }
        if (!antialiased && !rb->many[x]) {
            extremes(rb, x, &darkest, &brightest);
            antialiased = antialiased_with(rb, ra, x, darkest, brightest);
        }
    }
    diff_row_count(result, antialiased, x);
}

#if defined(__x86_64__)
/// The extreme neighbours' codes of pixels x … x + 3 in four 64-bit lanes.
__attribute__((target("avx2"))) static inline void extremes_avx2(const aa_rows *rows, size_t x, __m256i *darkest,
                                                                 __m256i *brightest) {
    const long *sources[8] = {rows->up + x - 1, rows->row + x - 1, rows->down + x - 1, rows->up + x,
                              rows->down + x,   rows->up + x + 1,  rows->row + x + 1,  rows->down + x + 1};
    const __m256i centre = _mm256_loadu_si256((const __m256i *)(rows->row + x));
    __m256i low = _mm256_setzero_si256(), high = _mm256_setzero_si256();
    __m256i low_code = _mm256_setzero_si256(), high_code = _mm256_setzero_si256();
    for (int k = 0; k < 8; k++) {
        const __m256i delta = _mm256_sub_epi64(centre, _mm256_loadu_si256((const __m256i *)sources[k]));
        const __m256i code = _mm256_set1_epi64x(k + 1);
        const __m256i lower = _mm256_cmpgt_epi64(low, delta);
        low = _mm256_blendv_epi8(low, delta, lower);
        low_code = _mm256_blendv_epi8(low_code, code, lower);
        const __m256i higher = _mm256_cmpgt_epi64(delta, high);
        high = _mm256_blendv_epi8(high, delta, higher);
        high_code = _mm256_blendv_epi8(high_code, code, higher);
    }
    *darkest = low_code;
    *brightest = high_code;
}

/// Four flag bytes at `flags` as four 64-bit lanes (0 or 1).
__attribute__((target("avx2"))) static inline __m256i flag_lanes(const uint8_t *flags) {
    int32_t bytes;
    memcpy(&bytes, flags, 4);
    return _mm256_cvtepu8_epi64(_mm_cvtsi32_si128(bytes));
}

/// pixelmatch's `antialiased` for pixels x … x + 3 of `self` (all-ones lanes where it says yes): `neighbourhood` has
/// bit k set where neighbour k has many siblings in both images.
__attribute__((target("avx2"))) static inline __m256i antialiased_avx2(const aa_rows *self, size_t x,
                                                                       __m256i neighbourhood) {
    const __m256i zero = _mm256_setzero_si256(), one = _mm256_set1_epi64x(1);
    __m256i darkest, brightest;
    extremes_avx2(self, x, &darkest, &brightest);
    // Code 0 ("none") reads bit 0, which is never set; a pixel needs both a darker and a brighter neighbour.
    const __m256i extreme_many = _mm256_and_si256(
        _mm256_or_si256(_mm256_srlv_epi64(neighbourhood, darkest), _mm256_srlv_epi64(neighbourhood, brightest)), one);
    const __m256i both_sides = _mm256_andnot_si256(
        _mm256_or_si256(_mm256_cmpeq_epi64(darkest, zero), _mm256_cmpeq_epi64(brightest, zero)),
        _mm256_cmpeq_epi64(extreme_many, one));
    // More than two equal neighbours rule anti-aliasing out.
    return _mm256_andnot_si256(_mm256_cmpeq_epi64(flag_lanes(self->many + x), one), both_sides);
}

/// Interior pixels from x = 1 four at a time; returns the first column left for the scalar loop.
__attribute__((target("avx2"))) static size_t classify_avx2(reel_diff_row *result, const uint32_t *a,
                                                            const uint32_t *b, const aa_rows *ra, const aa_rows *rb,
                                                            size_t width, size_t x) {
    const __m128i rgb = _mm_set1_epi32(0x00FFFFFF);
    for (; x + 4 <= width - 1; x += 4) {
        const __m128i delta = _mm_and_si128(
            _mm_xor_si128(_mm_loadu_si128((const __m128i *)(a + x)), _mm_loadu_si128((const __m128i *)(b + x))), rgb);
        const unsigned differ =
            0xFu & ~(unsigned)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(delta, _mm_setzero_si128())));
        if (!differ) continue;
        uint32_t flags_a, flags_b;
        memcpy(&flags_a, ra->many + x, 4);
        memcpy(&flags_b, rb->many + x, 4);
        unsigned antialiased = 0;
        if ((flags_a & flags_b) != 0x01010101u) {
            // Bit k − 1 of byte i: neighbour k (in pixelmatch's visiting order) of pixel x + i has many siblings in
            // both images. The flags are 0 or 1 a byte, so the four pixels' bits gather in one 32-bit word.
            uint32_t neighbours = 0;
            for (int code = 1; code <= 8; code++) {
                const ptrdiff_t at = neighbour_dy[code] * ra->width + (ptrdiff_t)x + neighbour_dx[code];
                uint32_t many_a, many_b;
                memcpy(&many_a, ra->many + at, 4);
                memcpy(&many_b, rb->many + at, 4);
                neighbours |= (many_a & many_b) << (code - 1);
            }
            // Anti-aliasing needs the darkest or brightest neighbour to have many siblings in both images: with no
            // such neighbour (photos, where few pixels have equal neighbours) the four pixels differ, and an image
            // whose four pixels have many siblings themselves cannot call them anti-aliasing. Either way the
            // neighbour scan is skipped.
            if (neighbours != 0) {
                // Bit k of each 64-bit lane: neighbour k of that pixel.
                const __m256i neighbourhood =
                    _mm256_slli_epi64(_mm256_cvtepu8_epi64(_mm_cvtsi32_si128((int32_t)neighbours)), 1);
                __m256i either = _mm256_setzero_si256();
                if (flags_a != 0x01010101u) either = antialiased_avx2(ra, x, neighbourhood);
                if (flags_b != 0x01010101u) either = _mm256_or_si256(either, antialiased_avx2(rb, x, neighbourhood));
                antialiased = (unsigned)_mm256_movemask_pd(_mm256_castsi256_pd(either)) & differ;
            }
        }
        diff_lanes_count(result, differ, antialiased, x);
    }
    return x;
}
#endif

#if defined(__x86_64__)
#define REEL_AVX512 __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq")))

/// `antialiased_avx2` for pixels x … x + 7 in eight 64-bit lanes of an AVX-512 register: the bit of lane i is set
/// where pixelmatch's `antialiased` says yes for pixel x + i of `self`.
REEL_AVX512 static inline __mmask8 antialiased_avx512(const aa_rows *self, size_t x, __m512i neighbourhood) {
    const long *sources[8] = {self->up + x - 1, self->row + x - 1, self->down + x - 1, self->up + x,
                              self->down + x,   self->up + x + 1,  self->row + x + 1,  self->down + x + 1};
    const __m512i centre = _mm512_loadu_si512(self->row + x);
    __m512i low = _mm512_setzero_si512(), high = _mm512_setzero_si512();
    __m512i low_code = _mm512_setzero_si512(), high_code = _mm512_setzero_si512();
    for (int k = 0; k < 8; k++) {
        const __m512i delta = _mm512_sub_epi64(centre, _mm512_loadu_si512(sources[k]));
        const __m512i code = _mm512_set1_epi64(k + 1);
        const __mmask8 lower = _mm512_cmpgt_epi64_mask(low, delta);
        low = _mm512_mask_mov_epi64(low, lower, delta);
        low_code = _mm512_mask_mov_epi64(low_code, lower, code);
        const __mmask8 higher = _mm512_cmpgt_epi64_mask(delta, high);
        high = _mm512_mask_mov_epi64(high, higher, delta);
        high_code = _mm512_mask_mov_epi64(high_code, higher, code);
    }
    // Code 0 ("none") reads bit 0, which is never set; a pixel needs both a darker and a brighter neighbour.
    const __m512i one = _mm512_set1_epi64(1);
    const __mmask8 extreme_many = _mm512_test_epi64_mask(
        _mm512_or_si512(_mm512_srlv_epi64(neighbourhood, low_code), _mm512_srlv_epi64(neighbourhood, high_code)), one);
    const __mmask8 both_sides =
        _mm512_test_epi64_mask(low_code, low_code) & _mm512_test_epi64_mask(high_code, high_code);
    // More than two equal neighbours rule anti-aliasing out.
    uint64_t flags;
    memcpy(&flags, self->many + x, 8);
    const __mmask8 many = (__mmask8)_mm_test_epi8_mask(_mm_cvtsi64_si128((long long)flags), _mm_set1_epi8(1));
    return (__mmask8)(extreme_many & both_sides & ~many);
}

/// `classify_avx2` eight pixels at a time in AVX-512 from x = 1; returns the first column left.
REEL_AVX512 static size_t classify_avx512(reel_diff_row *result, const uint32_t *a, const uint32_t *b,
                                          const aa_rows *ra, const aa_rows *rb, size_t width) {
    const __m256i rgb = _mm256_set1_epi32(0x00FFFFFF);
    const uint64_t all = 0x0101010101010101ull;
    size_t x = 1;
    for (; x + 8 <= width - 1; x += 8) {
        const __m256i delta = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(a + x)),
                                               _mm256_loadu_si256((const __m256i *)(b + x)));
        const unsigned differ = (unsigned)_mm256_test_epi32_mask(delta, rgb);
        if (!differ) continue;
        uint64_t flags_a, flags_b;
        memcpy(&flags_a, ra->many + x, 8);
        memcpy(&flags_b, rb->many + x, 8);
        unsigned antialiased = 0;
        if ((flags_a & flags_b) != all) {
            // Bit k − 1 of byte i: neighbour k of pixel x + i has many siblings in both images (see classify_avx2).
            uint64_t neighbours = 0;
            for (int code = 1; code <= 8; code++) {
                const ptrdiff_t at = neighbour_dy[code] * ra->width + (ptrdiff_t)x + neighbour_dx[code];
                uint64_t many_a, many_b;
                memcpy(&many_a, ra->many + at, 8);
                memcpy(&many_b, rb->many + at, 8);
                neighbours |= (many_a & many_b) << (code - 1);
            }
            if (neighbours != 0) {
                const __m512i neighbourhood =
                    _mm512_slli_epi64(_mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)neighbours)), 1);
                unsigned either = 0;
                if (flags_a != all) either = antialiased_avx512(ra, x, neighbourhood);
                if (flags_b != all) either |= antialiased_avx512(rb, x, neighbourhood);
                antialiased = either & differ;
            }
        }
        diff_lanes_count(result, differ, antialiased, x);
    }
    return x;
}
#endif

reel_diff_row reel_diff_row_classify_up_to(const uint32_t *a, const uint32_t *b, const long *a_up, const long *a_row,
                                           const long *a_down, const long *b_up, const long *b_row,
                                           const long *b_down, const uint8_t *many_a, const uint8_t *many_b,
                                           size_t width, int level) {
    reel_diff_row result = {0, 0, -1, -1};
    if (width < 3) return result;
    const aa_rows ra = {a_up, a_row, a_down, many_a, (ptrdiff_t)width};
    const aa_rows rb = {b_up, b_row, b_down, many_b, (ptrdiff_t)width};
    size_t x = 1;
#if defined(__x86_64__)
    if (level >= 2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq")) {
        x = classify_avx512(&result, a, b, &ra, &rb, width);
    }
    if (level >= 1 && __builtin_cpu_supports("avx2")) x = classify_avx2(&result, a, b, &ra, &rb, width, x);
#else
    (void)level;
#endif
    for (; x < width - 1; x++) {
        if ((a[x] ^ b[x]) & 0x00FFFFFFu) classify_pixel(&result, &ra, &rb, x);
    }
    return result;
}

reel_diff_row reel_diff_row_classify(const uint32_t *a, const uint32_t *b, const long *a_up, const long *a_row,
                                     const long *a_down, const long *b_up, const long *b_row, const long *b_down,
                                     const uint8_t *many_a, const uint8_t *many_b, size_t width) {
    return reel_diff_row_classify_up_to(a, b, a_up, a_row, a_down, b_up, b_row, b_down, many_a, many_b, width, 2);
}

/// `many_siblings_at`, with an interior pixel's eight neighbours compared straight away.
static inline int many_at(const uint32_t *pixels, size_t width, size_t height, size_t x, size_t y) {
    if (x == 0 || y == 0 || x + 1 >= width || y + 1 >= height) return many_siblings_at(pixels, width, height, x, y);
    const uint32_t *up = pixels + (y - 1) * width + x, *row = up + width, *down = row + width;
    const uint32_t centre = *row & 0x00FFFFFFu;
    const int equal = ((up[-1] & 0x00FFFFFFu) == centre) + ((up[0] & 0x00FFFFFFu) == centre) +
                      ((up[1] & 0x00FFFFFFu) == centre) + ((row[-1] & 0x00FFFFFFu) == centre) +
                      ((row[1] & 0x00FFFFFFu) == centre) + ((down[-1] & 0x00FFFFFFu) == centre) +
                      ((down[0] & 0x00FFFFFFu) == centre) + ((down[1] & 0x00FFFFFFu) == centre);
    return equal > 2;
}

/// The scaled luma of one pixel, as `reel_luma_row` computes it.
static inline long luma_of(uint32_t pixel) {
    return 29889531L * (long)((pixel >> 16) & 0xFF) + 58662247L * (long)((pixel >> 8) & 0xFF) +
           11448223L * (long)(pixel & 0xFF);
}

/// pixelmatch's `antialiased` for pixel (x, y) of `self`, read straight from the pixels: its neighbours (clipped at
/// the edges) visited column by column, ties keeping the first, as `extremes` and pixelmatch do.
static int antialiased_at(const uint32_t *self, const uint32_t *other, size_t width, size_t height, size_t x,
                          size_t y) {
    if (many_at(self, width, height, x, y)) return 0;
    const size_t x0 = x > 0 ? x - 1 : 0, y0 = y > 0 ? y - 1 : 0;
    const size_t x2 = x + 1 < width ? x + 1 : width - 1, y2 = y + 1 < height ? y + 1 : height - 1;
    const long centre = luma_of(self[y * width + x]);
    long low = 0, high = 0;
    size_t low_x = 0, low_y = 0, high_x = 0, high_y = 0;
    for (size_t column = x0; column <= x2; column++) {
        for (size_t row = y0; row <= y2; row++) {
            if (column == x && row == y) continue;
            const long delta = centre - luma_of(self[row * width + column]);
            if (delta < low) low = delta, low_x = column, low_y = row;
            if (delta > high) high = delta, high_x = column, high_y = row;
        }
    }
    if (low == 0 || high == 0) return 0;
    return (many_at(self, width, height, low_x, low_y) && many_at(other, width, height, low_x, low_y)) ||
           (many_at(self, width, height, high_x, high_y) && many_at(other, width, height, high_x, high_y));
}

/// The columns where rows `a` and `b` differ in RGB, into `found`; `capacity` + 1 (and `found` partly filled) when
/// there are more than `capacity`.
static size_t differing_columns(const uint32_t *a, const uint32_t *b, size_t width, uint32_t *found,
                                size_t capacity) {
    size_t count = 0, x = 0;
#if defined(__x86_64__)
    // Four pixels at a time (SSE2, which every x86-64 CPU has): one test settles four equal pixels.
    const __m128i rgb = _mm_set1_epi32(0x00FFFFFF), zero = _mm_setzero_si128();
    for (; x + 4 <= width; x += 4) {
        const __m128i delta = _mm_and_si128(
            _mm_xor_si128(_mm_loadu_si128((const __m128i *)(a + x)), _mm_loadu_si128((const __m128i *)(b + x))), rgb);
        unsigned lanes = ~(unsigned)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(delta, zero))) & 0xFu;
        while (lanes) {
            if (count == capacity) return capacity + 1;
            found[count++] = (uint32_t)(x + (size_t)__builtin_ctz(lanes));
            lanes &= lanes - 1;
        }
    }
#endif
    for (; x < width; x++) {
        if (((a[x] ^ b[x]) & 0x00FFFFFFu) == 0) continue;
        if (count == capacity) return capacity + 1;
        found[count++] = (uint32_t)x;
    }
    return count;
}

int reel_diff_row_sparse(const uint32_t *a, const uint32_t *b, size_t width, size_t height, size_t y, size_t limit,
                         reel_diff_row *result) {
    enum { most = 256 };
    uint32_t found[most];
    const size_t capacity = limit < most ? limit : most;
    const size_t count = differing_columns(a + y * width, b + y * width, width, found, capacity);
    if (count > capacity) return 0;
    *result = (reel_diff_row){0, 0, -1, -1};
    for (size_t k = 0; k < count; k++) {
        const size_t x = found[k];
        int antialiased = 0;
        if (!(many_at(a, width, height, x, y) && many_at(b, width, height, x, y))) {
            antialiased = antialiased_at(a, b, width, height, x, y) || antialiased_at(b, a, width, height, x, y);
        }
        diff_row_count(result, antialiased, x);
    }
    return 1;
}

#if defined(__x86_64__)
/// `reel_luma_row` four pixels at a time; returns the first column left.
__attribute__((target("avx2"))) static size_t luma_row_avx2(const uint32_t *pixels, long *out, size_t width) {
    const __m256i byte = _mm256_set1_epi64x(0xFF);
    const __m256i red = _mm256_set1_epi64x(29889531), green = _mm256_set1_epi64x(58662247);
    const __m256i blue = _mm256_set1_epi64x(11448223);
    size_t x = 0;
    for (; x + 4 <= width; x += 4) {
        const __m256i p = _mm256_cvtepu32_epi64(_mm_loadu_si128((const __m128i *)(pixels + x)));
        const __m256i r = _mm256_mul_epu32(_mm256_and_si256(_mm256_srli_epi64(p, 16), byte), red);
        const __m256i g = _mm256_mul_epu32(_mm256_and_si256(_mm256_srli_epi64(p, 8), byte), green);
        const __m256i b = _mm256_mul_epu32(_mm256_and_si256(p, byte), blue);
        _mm256_storeu_si256((__m256i *)(out + x), _mm256_add_epi64(_mm256_add_epi64(r, g), b));
    }
    return x;
}
#endif

void reel_luma_row(const uint32_t *pixels, long *out, size_t width) {
    size_t x = 0;
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2")) x = luma_row_avx2(pixels, out, width);
#endif
    for (; x < width; x++) {
        const uint32_t p = pixels[x];
        out[x] = 29889531L * (long)((p >> 16) & 0xFF) + 58662247L * (long)((p >> 8) & 0xFF) +
                 11448223L * (long)(p & 0xFF);
    }
}

void reel_box_means_row(const uint16_t *sums, uint8_t *out, size_t width, size_t factor, uint16_t multiplier) {
    size_t x = 0;
#if defined(__x86_64__)
    // Two output pixels a step: each pixel's four lane sums in 64 bits, the quotients by one high multiply (SSE2).
    const __m128i scale = _mm_set1_epi16((short)multiplier);
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000);
    for (; x + 2 <= width; x += 2) {
        const uint16_t *left = sums + x * factor * 4, *right = left + factor * 4;
        __m128i a = _mm_loadl_epi64((const __m128i *)left), b = _mm_loadl_epi64((const __m128i *)right);
        for (size_t k = 1; k < factor; k++) {
            a = _mm_add_epi16(a, _mm_loadl_epi64((const __m128i *)(left + k * 4)));
            b = _mm_add_epi16(b, _mm_loadl_epi64((const __m128i *)(right + k * 4)));
        }
        const __m128i means = _mm_mulhi_epu16(_mm_unpacklo_epi64(a, b), scale);
        _mm_storel_epi64((__m128i *)(out + x * 4), _mm_or_si128(_mm_packus_epi16(means, means), opaque));
    }
#endif
    for (; x < width; x++) {
        uint32_t b = 0, g = 0, r = 0;
        for (size_t k = 0; k < factor; k++) {
            const uint16_t *column = sums + (x * factor + k) * 4;
            b += column[0];
            g += column[1];
            r += column[2];
        }
        out[x * 4] = (uint8_t)((b * multiplier) >> 16);
        out[x * 4 + 1] = (uint8_t)((g * multiplier) >> 16);
        out[x * 4 + 2] = (uint8_t)((r * multiplier) >> 16);
        out[x * 4 + 3] = 255;
    }
}
