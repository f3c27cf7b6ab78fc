#ifndef REEL_CWEBP_SHIM_H
#define REEL_CWEBP_SHIM_H
#include <webp/encode.h>
#include <webp/mux.h>
#endif
