#ifndef REEL_CDEFLATE_SHIM_H
#define REEL_CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
