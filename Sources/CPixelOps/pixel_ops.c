#include "pixel_ops.h"

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
