#include "pixel_ops.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>

__attribute__((target("ssse3"))) static size_t argb_to_rgb_ssse3(const uint32_t *argb, uint8_t *rgb, size_t width) {
    // Little-endian 0xAARRGGBB is B, G, R, A in memory: take R, G, B of each of the four pixels.
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    size_t x = 0;
    // Each 16-byte store fills 12 bytes and zeroes 4 that the next store (or the tail) overwrites; stop while the
    // store still ends within the row plus its one spare byte.
    for (; 3 * x + 16 <= 3 * width + 1; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(argb + x));
        _mm_storeu_si128((__m128i *)(rgb + 3 * x), _mm_shuffle_epi8(pixels, order));
    }
    return x;
}
#endif

void reel_argb_to_rgb(const uint32_t *argb, uint8_t *rgb, size_t width) {
    size_t x = 0;
#if defined(__x86_64__)
    if (__builtin_cpu_supports("ssse3")) {
        x = argb_to_rgb_ssse3(argb, rgb, width);
    }
#endif
    for (; x < width; x++) {
        uint32_t pixel = argb[x];
        rgb[3 * x] = (uint8_t)(pixel >> 16);
        rgb[3 * x + 1] = (uint8_t)(pixel >> 8);
        rgb[3 * x + 2] = (uint8_t)pixel;
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

void reel_many_siblings_row(const uint32_t *up, const uint32_t *row, const uint32_t *down, uint8_t *out,
                            size_t width) {
    if (width < 3) return;
    size_t x = 1;
#if defined(__x86_64__)
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
