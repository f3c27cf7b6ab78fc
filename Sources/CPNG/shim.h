#ifndef REEL_CPNG_SHIM_H
#define REEL_CPNG_SHIM_H
#include <png.h>
#endif
