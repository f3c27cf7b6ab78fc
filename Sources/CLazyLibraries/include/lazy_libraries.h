// reel's C libraries opened on first use (Linux): what the tests and diagnostics can ask of the loader.
#ifndef REEL_LAZY_LIBRARIES_H
#define REEL_LAZY_LIBRARIES_H
#include <stddef.h>

/// The number of library functions reel defines and forwards on first use (0 where it links them: macOS).
size_t reel_lazy_function_count(void);

/// Opens every library and looks up every function reel forwards to. Returns NULL when all are found, else a line
/// naming the first missing library or function (owned by the loader, valid until the next call).
const char *reel_lazy_verify_all(void);

/// Opens `file` as the loader opens a library; NULL when it opens, else the line reel prints before exiting
/// (owned by the loader, valid until the next call). `package` is the Debian package named in that line.
const char *reel_lazy_open_failure(const char *file, const char *package);

#endif
