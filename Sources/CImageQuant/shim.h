#ifndef REEL_CIMAGEQUANT_SHIM_H
#define REEL_CIMAGEQUANT_SHIM_H
#include <libimagequant.h>

#if defined(__linux__)
// Debian's libimagequant 2.x runs its k-means on OpenMP threads, and the order of its floating-point sums depends on
// the thread count: one thread makes the palette the same on every machine. The symbol is weak so that a build
// against a libimagequant without OpenMP still links (the call is then skipped).
extern void omp_set_num_threads(int) __attribute__((weak));
static inline void reel_liq_single_thread(void) {
    if (omp_set_num_threads) omp_set_num_threads(1);
}
#else
// Homebrew's libimagequant 4 does not use OpenMP.
static inline void reel_liq_single_thread(void) {}
#endif

#endif
