#ifndef REEL_CXXHASH_SHIM_H
#define REEL_CXXHASH_SHIM_H
/* Plain include: functions come from libxxhash (no XXH_INLINE_ALL). */
#include <xxhash.h>

/* Debian's libxxhash also exports XXH3 entry points that pick SSE2, AVX2 or AVX-512 at run time
 * (xxh_x86dispatch.h); the plain ones use what the library was compiled for (SSE2). Same hashes either way. */
#if defined(__x86_64__) && defined(__linux__) && __has_include(<xxh_x86dispatch.h>)
#include <xxh_x86dispatch.h>
static inline XXH128_hash_t reel_xxh3_128(const void *input, size_t length) {
    return XXH3_128bits_dispatch(input, length);
}
static inline XXH_errorcode reel_xxh3_128_update(XXH3_state_t *state, const void *input, size_t length) {
    return XXH3_128bits_update_dispatch(state, input, length);
}
#else
static inline XXH128_hash_t reel_xxh3_128(const void *input, size_t length) {
    return XXH3_128bits(input, length);
}
static inline XXH_errorcode reel_xxh3_128_update(XXH3_state_t *state, const void *input, size_t length) {
    return XXH3_128bits_update(state, input, length);
}
#endif
#endif
