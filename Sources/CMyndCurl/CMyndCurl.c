#include "CMyndCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

// The libcurl entry points, filled once by load() under pthread_once and only read after: the
// process-wide state a dynamic linker would otherwise have set up at start.
static struct {
    const char *error;
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    CURLcode (*easy_perform)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    curl_version_info_data *(*version_info)(CURLversion);
} curl;

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void *symbol(void *library, const char *name) {
    void *address = dlsym(library, name);
    if (address == NULL && curl.error == NULL) curl.error = dlerror();
    return address;
}

static void load(void) {
    // The soname of Debian's libcurl4 (libcurl4-openssl-dev's headers are for it).
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        curl.error = dlerror();
        return;
    }
    curl.easy_init = symbol(library, "curl_easy_init");
    curl.easy_cleanup = symbol(library, "curl_easy_cleanup");
    curl.easy_perform = symbol(library, "curl_easy_perform");
    curl.easy_strerror = symbol(library, "curl_easy_strerror");
    curl.easy_setopt = symbol(library, "curl_easy_setopt");
    curl.easy_getinfo = symbol(library, "curl_easy_getinfo");
    curl.slist_append = symbol(library, "curl_slist_append");
    curl.slist_free_all = symbol(library, "curl_slist_free_all");
    curl.version_info = symbol(library, "curl_version_info");
}

const char *mynd_curl_load_error(void) {
    pthread_once(&curl_once, load);
    return curl.error;
}

// Every other function is reached only with a handle or list that mynd_curl_easy_init or
// mynd_curl_slist_append made, so libcurl is loaded by then; the checks keep a missing
// libcurl from ever being a NULL call.
#define LOADED (mynd_curl_load_error() == NULL)

CURL *mynd_curl_easy_init(void) { return LOADED ? curl.easy_init() : NULL; }
void mynd_curl_easy_cleanup(CURL *handle) { if (LOADED) curl.easy_cleanup(handle); }
CURLcode mynd_curl_easy_perform(CURL *handle) { return LOADED ? curl.easy_perform(handle) : CURLE_FAILED_INIT; }

const char *mynd_curl_easy_strerror(CURLcode code) {
    return LOADED ? curl.easy_strerror(code) : "libcurl is not loaded";
}

struct curl_slist *mynd_curl_slist_append(struct curl_slist *list, const char *string) {
    return LOADED ? curl.slist_append(list, string) : NULL;
}

void mynd_curl_slist_free_all(struct curl_slist *list) { if (LOADED) curl.slist_free_all(list); }

#define SETOPT(name, type)                                                               \
    CURLcode name(CURL *handle, CURLoption option, type value) {                         \
        return LOADED ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;     \
    }
SETOPT(mynd_curl_setopt_long, long)
SETOPT(mynd_curl_setopt_string, const char *)
SETOPT(mynd_curl_setopt_pointer, void *)
SETOPT(mynd_curl_setopt_slist, struct curl_slist *)
SETOPT(mynd_curl_setopt_offset, curl_off_t)
SETOPT(mynd_curl_setopt_write_function, curl_write_callback)
SETOPT(mynd_curl_setopt_read_function, curl_read_callback)

CURLcode mynd_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return LOADED ? curl.easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

CURLcode mynd_curl_getinfo_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
    return LOADED ? curl.easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

CURLcode mynd_curl_getinfo_socket(CURL *handle, CURLINFO info, curl_socket_t *value) {
    return LOADED ? curl.easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

int mynd_curl_global_init_is_thread_safe(void) {
    return LOADED && (curl.version_info(CURLVERSION_NOW)->features & CURL_VERSION_THREADSAFE) != 0;
}
