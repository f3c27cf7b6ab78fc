// libcurl for Swift, loaded on first use.
//
// reel starts without libcurl (and the thirty-odd libraries it pulls in: TLS, Kerberos, LDAP, SSH...): loading
// them cost about 8 ms of every start-up, `reel --version` included. Every libcurl function reel calls goes
// through a wrapper below that opens libcurl with dlopen the first time any is called and looks each function up
// once. If libcurl cannot be opened, the init functions fail (NULL or CURLE_FAILED_INIT), as they do when libcurl
// itself cannot initialise.
//
// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are C variadic functions, which Swift cannot call.
// Each wrapper fixes the type of the variadic argument so the compiler can check it, and forwards it unchanged.
#ifndef REEL_CCURL_SHIM_H
#define REEL_CCURL_SHIM_H

#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>

/// Signature of CURLOPT_WRITEFUNCTION / CURLOPT_HEADERFUNCTION callbacks.
typedef size_t (*reel_curl_write_callback)(char *data, size_t size, size_t nmemb, void *userdata);

/// Signature of CURLOPT_XFERINFOFUNCTION callbacks.
typedef int (*reel_curl_xferinfo_callback)(void *userdata, curl_off_t dltotal, curl_off_t dlnow,
                                           curl_off_t ultotal, curl_off_t ulnow);

// MARK: - Loading

/// The libcurl handle, opened on first call; NULL when no libcurl could be opened.
static inline void *reel_curl_library(void) {
    static void *library;
    void *handle = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
    if (handle == NULL) {
        static const char *const names[] = {"libcurl.so.4", "libcurl.so", "libcurl.4.dylib", "libcurl.dylib"};
        for (size_t i = 0; handle == NULL && i < sizeof names / sizeof names[0]; i++) {
            handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        }
        // Two threads may both open it: dlopen counts references, and either handle is the same library.
        __atomic_store_n(&library, handle, __ATOMIC_RELEASE);
    }
    return handle;
}

/// Declares `function`, a pointer of `type` to libcurl's `name`, looked up once (NULL when missing).
#define REEL_CURL_LOOKUP(type, name, function)                                  \
    static __typeof__(type) name##_pointer;                                     \
    __typeof__(type) function = __atomic_load_n(&name##_pointer, __ATOMIC_ACQUIRE); \
    if (function == NULL) {                                                     \
        void *library = reel_curl_library();                                    \
        function = library == NULL ? NULL : (__typeof__(type))dlsym(library, #name); \
        __atomic_store_n(&name##_pointer, function, __ATOMIC_RELEASE);          \
    }

// MARK: - Globals (macros Swift does not import as values)

/// curl_global_init(CURL_GLOBAL_DEFAULT).
static inline CURLcode reel_curl_global_init_default(void) {
    REEL_CURL_LOOKUP(CURLcode (*)(long), curl_global_init, function)
    return function == NULL ? CURLE_FAILED_INIT : function(CURL_GLOBAL_DEFAULT);
}

/// Size libcurl requires for a CURLOPT_ERRORBUFFER buffer.
static inline size_t reel_curl_error_size(void) {
    return CURL_ERROR_SIZE;
}

// MARK: - Easy handles

static inline CURL *reel_curl_easy_init(void) {
    REEL_CURL_LOOKUP(CURL *(*)(void), curl_easy_init, function)
    return function == NULL ? NULL : function();
}

static inline void reel_curl_easy_cleanup(CURL *handle) {
    REEL_CURL_LOOKUP(void (*)(CURL *), curl_easy_cleanup, function)
    if (function != NULL) function(handle);
}

static inline const char *reel_curl_easy_strerror(CURLcode code) {
    REEL_CURL_LOOKUP(const char *(*)(CURLcode), curl_easy_strerror, function)
    return function == NULL ? "libcurl is not available" : function(code);
}

/// curl_easy_setopt with one argument of any type the wrappers below pass.
#define REEL_CURL_EASY_SETOPT(handle, option, value)                                       \
    REEL_CURL_LOOKUP(CURLcode (*)(CURL *, CURLoption, ...), curl_easy_setopt, function)   \
    return function == NULL ? CURLE_FAILED_INIT : function(handle, option, value);

static inline CURLcode reel_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    REEL_CURL_EASY_SETOPT(handle, option, value)
}

static inline CURLcode reel_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    REEL_CURL_EASY_SETOPT(handle, option, value)
}

static inline CURLcode reel_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    REEL_CURL_EASY_SETOPT(handle, option, value)
}

static inline CURLcode reel_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    REEL_CURL_EASY_SETOPT(handle, option, value)
}

static inline CURLcode reel_curl_easy_setopt_write_callback(CURL *handle, CURLoption option,
                                                            reel_curl_write_callback callback) {
    REEL_CURL_EASY_SETOPT(handle, option, callback)
}

static inline CURLcode reel_curl_easy_setopt_xferinfo_callback(CURL *handle, CURLoption option,
                                                               reel_curl_xferinfo_callback callback) {
    REEL_CURL_EASY_SETOPT(handle, option, callback)
}

/// curl_easy_getinfo with one pointer argument.
#define REEL_CURL_EASY_GETINFO(handle, info, value)                                        \
    REEL_CURL_LOOKUP(CURLcode (*)(CURL *, CURLINFO, ...), curl_easy_getinfo, function)    \
    return function == NULL ? CURLE_FAILED_INIT : function(handle, info, value);

static inline CURLcode reel_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    REEL_CURL_EASY_GETINFO(handle, info, value)
}

static inline CURLcode reel_curl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    REEL_CURL_EASY_GETINFO(handle, info, value)
}

static inline CURLcode reel_curl_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    REEL_CURL_EASY_GETINFO(handle, info, value)
}

static inline CURLcode reel_curl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    REEL_CURL_EASY_GETINFO(handle, info, value)
}

// MARK: - Multi handles

static inline CURLM *reel_curl_multi_init(void) {
    REEL_CURL_LOOKUP(CURLM *(*)(void), curl_multi_init, function)
    return function == NULL ? NULL : function();
}

static inline CURLMcode reel_curl_multi_cleanup(CURLM *multi) {
    REEL_CURL_LOOKUP(CURLMcode (*)(CURLM *), curl_multi_cleanup, function)
    return function == NULL ? CURLM_INTERNAL_ERROR : function(multi);
}

static inline CURLMcode reel_curl_multi_add_handle(CURLM *multi, CURL *handle) {
    REEL_CURL_LOOKUP(CURLMcode (*)(CURLM *, CURL *), curl_multi_add_handle, function)
    return function == NULL ? CURLM_INTERNAL_ERROR : function(multi, handle);
}

static inline CURLMcode reel_curl_multi_remove_handle(CURLM *multi, CURL *handle) {
    REEL_CURL_LOOKUP(CURLMcode (*)(CURLM *, CURL *), curl_multi_remove_handle, function)
    return function == NULL ? CURLM_INTERNAL_ERROR : function(multi, handle);
}

static inline CURLMcode reel_curl_multi_perform(CURLM *multi, int *running) {
    REEL_CURL_LOOKUP(CURLMcode (*)(CURLM *, int *), curl_multi_perform, function)
    return function == NULL ? CURLM_INTERNAL_ERROR : function(multi, running);
}

static inline CURLMcode reel_curl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int count,
                                             int timeout_ms, int *numfds) {
    REEL_CURL_LOOKUP(CURLMcode (*)(CURLM *, struct curl_waitfd *, unsigned int, int, int *), curl_multi_poll,
                     function)
    return function == NULL ? CURLM_INTERNAL_ERROR : function(multi, extra, count, timeout_ms, numfds);
}

static inline CURLMsg *reel_curl_multi_info_read(CURLM *multi, int *queued) {
    REEL_CURL_LOOKUP(CURLMsg *(*)(CURLM *, int *), curl_multi_info_read, function)
    return function == NULL ? NULL : function(multi, queued);
}

static inline const char *reel_curl_multi_strerror(CURLMcode code) {
    REEL_CURL_LOOKUP(const char *(*)(CURLMcode), curl_multi_strerror, function)
    return function == NULL ? "libcurl is not available" : function(code);
}

static inline CURLMcode reel_curl_multi_wakeup(CURLM *multi) {
    REEL_CURL_LOOKUP(CURLMcode (*)(CURLM *), curl_multi_wakeup, function)
    return function == NULL ? CURLM_INTERNAL_ERROR : function(multi);
}

static inline CURLMcode reel_curl_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
    REEL_CURL_LOOKUP(CURLMcode (*)(CURLM *, CURLMoption, ...), curl_multi_setopt, function)
    return function == NULL ? CURLM_INTERNAL_ERROR : function(handle, option, value);
}

#endif
