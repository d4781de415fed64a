#ifndef MYND_CCURL_SHIM_H
#define MYND_CCURL_SHIM_H

#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
// function per argument kind instead. Only MyndHTTP uses these.

static inline CURLcode mynd_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode mynd_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode mynd_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode mynd_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode mynd_curl_setopt_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode mynd_curl_setopt_write_function(CURL *handle, CURLoption option, curl_write_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode mynd_curl_setopt_read_function(CURL *handle, CURLoption option, curl_read_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode mynd_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode mynd_curl_getinfo_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode mynd_curl_getinfo_socket(CURL *handle, CURLINFO info, curl_socket_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

// CURL_VERSION_THREADSAFE is a macro on a field of a struct returned by pointer; one call keeps
// that C detail out of Swift. True when curl_global_init (and so the implicit init inside
// curl_easy_init) is safe to reach from several threads at once.
static inline int mynd_curl_global_init_is_thread_safe(void) {
    return (curl_version_info(CURLVERSION_NOW)->features & CURL_VERSION_THREADSAFE) != 0;
}

#endif
