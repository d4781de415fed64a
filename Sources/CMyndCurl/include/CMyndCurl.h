#ifndef MYND_CMYNDCURL_H
#define MYND_CMYNDCURL_H

// libcurl for MyndCurl, the only module that imports this one.
//
// libcurl is loaded with dlopen on the first call, not linked: it pulls in ~35 shared
// libraries (TLS, Kerberos, LDAP, SSH, …) that would otherwise be mapped and relocated at the
// start of every mynd command, though only the Claude calls and email use the network
// (BENCHMARKS.md: 3.5 ms and 6.5 MiB of each start). The types and constants still come from
// curl.h; every function MyndCurl calls is declared below with a mynd_ prefix.

#include <curl/curl.h>

/// NULL when libcurl is loaded (loading it if need be), else why it cannot be (dlerror's text).
const char *mynd_curl_load_error(void);

// The libcurl functions MyndCurl uses; each loads libcurl first. When it cannot be loaded,
// init and slist_append return NULL and perform returns CURLE_FAILED_INIT.
CURL *mynd_curl_easy_init(void);
void mynd_curl_easy_cleanup(CURL *handle);
CURLcode mynd_curl_easy_perform(CURL *handle);
const char *mynd_curl_easy_strerror(CURLcode code);
struct curl_slist *mynd_curl_slist_append(struct curl_slist *list, const char *string);
void mynd_curl_slist_free_all(struct curl_slist *list);

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
// function per argument kind instead.
CURLcode mynd_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode mynd_curl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode mynd_curl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode mynd_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);
CURLcode mynd_curl_setopt_offset(CURL *handle, CURLoption option, curl_off_t value);
CURLcode mynd_curl_setopt_write_function(CURL *handle, CURLoption option, curl_write_callback value);
CURLcode mynd_curl_setopt_read_function(CURL *handle, CURLoption option, curl_read_callback value);
CURLcode mynd_curl_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode mynd_curl_getinfo_offset(CURL *handle, CURLINFO info, curl_off_t *value);
CURLcode mynd_curl_getinfo_socket(CURL *handle, CURLINFO info, curl_socket_t *value);

// CURL_VERSION_THREADSAFE is a macro on a field of a struct returned by pointer; one call keeps
// that C detail out of Swift. True when curl_global_init (and so the implicit init inside
// curl_easy_init) is safe to reach from several threads at once; false when libcurl is missing.
int mynd_curl_global_init_is_thread_safe(void);

#endif
