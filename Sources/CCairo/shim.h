#ifndef REEL_CCAIRO_SHIM_H
#define REEL_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#endif
