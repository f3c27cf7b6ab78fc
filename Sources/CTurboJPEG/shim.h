#ifndef REEL_CTURBOJPEG_SHIM_H
#define REEL_CTURBOJPEG_SHIM_H
#include <stddef.h>
#include <turbojpeg.h>

/* TJSCALED is a function-like macro, which Swift cannot import: expose it as a function. */
static inline int reel_tj_scaled(int dimension, tjscalingfactor factor) {
    return TJSCALED(dimension, factor);
}

/* Enum and flag values as plain ints, so Swift passes them without rawValue conversions. */
static const int REEL_TJPF_BGRA = TJPF_BGRA;
static const int REEL_TJPF_ARGB = TJPF_ARGB;
static const int REEL_TJPF_BGRX = TJPF_BGRX;
static const int REEL_TJPF_GRAY = TJPF_GRAY;
static const int REEL_TJPF_CMYK = TJPF_CMYK;
static const int REEL_TJCS_CMYK = TJCS_CMYK;
static const int REEL_TJCS_YCCK = TJCS_YCCK;
static const int REEL_TJSAMP_420 = TJSAMP_420;
static const int REEL_TJSAMP_444 = TJSAMP_444;
static const int REEL_TJSAMP_GRAY = TJSAMP_GRAY;
static const int REEL_TJERR_WARNING = TJERR_WARNING;

#endif
