// The loader behind functions.c (Linux only): each library is opened with dlopen the first time one of its
// functions is called, and each function is looked up once.
#ifndef REEL_LAZY_LOADER_H
#define REEL_LAZY_LOADER_H
#if defined(__linux__)
#include <stdbool.h>
#include <stddef.h>

/// A library reel opens on first use.
typedef struct reel_lazy_library {
    /// The file dlopen is given (the library's soname).
    const char *file;
    /// The Debian package that installs it, named in the error when it cannot be opened.
    const char *package;
    /// When true, a library that cannot be opened makes its functions do nothing (OpenMP's thread count).
    bool optional;
    /// The dlopen handle, written once (atomically) by the first call.
    void *handle;
} reel_lazy_library;

extern reel_lazy_library reel_lazy_cairo, reel_lazy_freetype, reel_lazy_png, reel_lazy_turbojpeg, reel_lazy_webp,
    reel_lazy_imagequant, reel_lazy_gomp;

/// One function functions.c defines: its library and name.
typedef struct reel_lazy_entry {
    reel_lazy_library *library;
    const char *name;
} reel_lazy_entry;

/// Every function functions.c defines, in the order of functions.txt.
extern const reel_lazy_entry reel_lazy_functions[];
extern const size_t reel_lazy_functions_count;

/// The address of `name` in `library`, opening the library first if needed. When a required library or function
/// is missing it prints one line saying which (and which package installs it) and exits with status 127, as the
/// dynamic loader does for a linked library; for an optional library it returns NULL.
void *reel_lazy_symbol(reel_lazy_library *library, const char *name);

/// The definitions are internal to the program: a library reel opens must not bind its own calls to them.
#define REEL_LAZY_DEFINITION __attribute__((visibility("hidden")))
/// For functions whose header already sets default visibility (libwebp): exported, so libwebpmux's calls into
/// libwebp may bind to them, which costs one indirection. They still reach libwebp's own, never themselves: dlsym
/// on a handle searches only that library and its dependencies.
#define REEL_LAZY_DEFINITION_VISIBLE

/// Declares `function`: the library's own `name`, looked up on the first call and kept.
#define REEL_LAZY_FUNCTION(library, name)                                                      \
    static __typeof__(&name) name##_pointer;                                                   \
    __typeof__(&name) function = __atomic_load_n(&name##_pointer, __ATOMIC_ACQUIRE);           \
    if (function == NULL) {                                                                    \
        function = (__typeof__(&name))reel_lazy_symbol(&reel_lazy_##library, #name);           \
        __atomic_store_n(&name##_pointer, function, __ATOMIC_RELEASE);                         \
    }

#endif
#endif
