#ifndef REEL_CXXHASH_SHIM_H
#define REEL_CXXHASH_SHIM_H
/* Plain include: functions come from libxxhash (no XXH_INLINE_ALL). */
#include <xxhash.h>
#endif
