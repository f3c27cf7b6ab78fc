// Typed wrappers around libcurl for Swift.
//
// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are C variadic functions,
// which Swift cannot call. Each shim below fixes the type of the variadic argument so
// the compiler can check it, and forwards to libcurl unchanged.
#ifndef REEL_CCURL_SHIM_H
#define REEL_CCURL_SHIM_H

#include <curl/curl.h>

/// Signature of CURLOPT_WRITEFUNCTION / CURLOPT_HEADERFUNCTION callbacks.
typedef size_t (*reel_curl_write_callback)(char *data, size_t size, size_t nmemb, void *userdata);

/// Signature of CURLOPT_XFERINFOFUNCTION callbacks.
typedef int (*reel_curl_xferinfo_callback)(void *userdata, curl_off_t dltotal, curl_off_t dlnow,
                                           curl_off_t ultotal, curl_off_t ulnow);

// MARK: - Globals (macros Swift does not import as values)

/// curl_global_init(CURL_GLOBAL_DEFAULT).
static inline CURLcode reel_curl_global_init_default(void) {
    return curl_global_init(CURL_GLOBAL_DEFAULT);
}

/// Size libcurl requires for a CURLOPT_ERRORBUFFER buffer.
static inline size_t reel_curl_error_size(void) {
    return CURL_ERROR_SIZE;
}

// MARK: - curl_easy_setopt

static inline CURLcode reel_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode reel_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode reel_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode reel_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode reel_curl_easy_setopt_write_callback(CURL *handle, CURLoption option,
                                                            reel_curl_write_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode reel_curl_easy_setopt_xferinfo_callback(CURL *handle, CURLoption option,
                                                               reel_curl_xferinfo_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

// MARK: - curl_easy_getinfo

static inline CURLcode reel_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode reel_curl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode reel_curl_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode reel_curl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl_easy_getinfo(handle, info, value);
}

// MARK: - curl_multi_setopt

static inline CURLMcode reel_curl_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
    return curl_multi_setopt(handle, option, value);
}

#endif
