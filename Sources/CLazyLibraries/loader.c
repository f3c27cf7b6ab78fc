// Opens reel's C libraries on first use (Linux). See scripts/generate-lazy-libraries.py for why.
#include "include/lazy_libraries.h"

#if defined(__linux__)
#include "loader.h"
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

reel_lazy_library reel_lazy_cairo = {"libcairo.so.2", "libcairo2", false, NULL};
reel_lazy_library reel_lazy_freetype = {"libfreetype.so.6", "libfreetype6", false, NULL};
reel_lazy_library reel_lazy_png = {"libpng16.so.16", "libpng16-16", false, NULL};
reel_lazy_library reel_lazy_turbojpeg = {"libturbojpeg.so.0", "libturbojpeg0", false, NULL};
// libwebpmux depends on libwebp, and dlsym on its handle searches both.
reel_lazy_library reel_lazy_webp = {"libwebpmux.so.3", "libwebpmux3", false, NULL};
reel_lazy_library reel_lazy_imagequant = {"libimagequant.so.0", "libimagequant0", false, NULL};
// Only omp_set_num_threads, which keeps libimagequant on one thread; a libimagequant built without OpenMP has none.
reel_lazy_library reel_lazy_gomp = {"libgomp.so.1", "libgomp1", true, NULL};

/// The line for the last failure on this thread.
static _Thread_local char failure[512];

/// Opens `file`; on failure writes the line reel prints into `failure` and returns NULL.
static void *open_library(const char *file, const char *package) {
    void *handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "reel: cannot open %s, which reel needs (Debian package %s): %s", file,
                 package, reason == NULL ? "unknown error" : reason);
    }
    return handle;
}

/// The library's handle, opened on the first call; NULL (with `failure` written) when it cannot be opened.
static void *library_handle(reel_lazy_library *library) {
    void *handle = __atomic_load_n(&library->handle, __ATOMIC_ACQUIRE);
    if (handle == NULL) {
        handle = open_library(library->file, library->package);
        // Two threads may both open it: dlopen counts references, and either handle is the same library.
        if (handle != NULL) __atomic_store_n(&library->handle, handle, __ATOMIC_RELEASE);
    }
    return handle;
}

/// The function, or NULL with `failure` written.
static void *lookup(reel_lazy_library *library, const char *name) {
    void *handle = library_handle(library);
    if (handle == NULL) return NULL;
    dlerror();
    void *symbol = dlsym(handle, name);
    if (symbol == NULL) {
        snprintf(failure, sizeof failure, "reel: %s has no function %s (is it older than the version reel needs?)",
                 library->file, name);
    }
    return symbol;
}

void *reel_lazy_symbol(reel_lazy_library *library, const char *name) {
    void *symbol = lookup(library, name);
    if (symbol == NULL && !library->optional) {
        // As the dynamic loader does for a linked library that is missing: one line, status 127. _exit, because
        // other threads may be drawing and exit's handlers would run beside them.
        fprintf(stderr, "%s\n", failure);
        fflush(stderr);
        _exit(127);
    }
    return symbol;
}

size_t reel_lazy_function_count(void) { return reel_lazy_functions_count; }

const char *reel_lazy_verify_all(void) {
    for (size_t index = 0; index < reel_lazy_functions_count; index++) {
        const reel_lazy_entry *entry = &reel_lazy_functions[index];
        if (lookup(entry->library, entry->name) == NULL) return failure;
    }
    return NULL;
}

const char *reel_lazy_open_failure(const char *file, const char *package) {
    void *handle = open_library(file, package);
    if (handle == NULL) return failure;
    dlclose(handle);
    return NULL;
}

#else

size_t reel_lazy_function_count(void) { return 0; }
const char *reel_lazy_verify_all(void) { return NULL; }
const char *reel_lazy_open_failure(const char *file, const char *package) {
    (void)file;
    (void)package;
    return NULL;
}

#endif
