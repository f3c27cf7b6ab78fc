#ifndef REEL_CMALLOC_SHIM_H
#define REEL_CMALLOC_SHIM_H

// glibc's allocator tuning (mallopt), which Swift's Glibc module leaves out. Nothing on other C libraries.
#if defined(__GLIBC__) || (defined(__linux__) && __has_include(<malloc.h>))
#include <malloc.h>
#endif

#endif
