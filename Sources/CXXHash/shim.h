#ifndef REEL_CXXHASH_SHIM_H
#define REEL_CXXHASH_SHIM_H
#include <xxhash.h>
#endif
