#include "CMyndSystemd.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stddef.h>

// The libsystemd entry points, filled once by load() under pthread_once and only read after:
// the process-wide state a dynamic linker would otherwise have set up at start.
#define POINTER_FIELD(type, name, parameters, arguments) type(*name) parameters;
#define INT_FIELD(name, parameters, arguments) POINTER_FIELD(int, name, parameters, arguments)
#define VOID_FIELD(name, parameters, arguments) POINTER_FIELD(void, name, parameters, arguments)
static struct {
    const char *error;
    MYND_SYSTEMD_FUNCTIONS(INT_FIELD, POINTER_FIELD, VOID_FIELD)
} systemd;

static pthread_once_t systemd_once = PTHREAD_ONCE_INIT;

static void load(void) {
    // libsystemd0's soname, the library libsystemd-dev's headers describe.
    void *library = dlopen("libsystemd.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        systemd.error = dlerror();
        return;
    }
#define LOAD_POINTER(type, name, parameters, arguments)                                  \
    systemd.name = dlsym(library, #name);                                               \
    if (systemd.name == NULL && systemd.error == NULL) systemd.error = dlerror();
#define LOAD(name, parameters, arguments) LOAD_POINTER(, name, parameters, arguments)
    MYND_SYSTEMD_FUNCTIONS(LOAD, LOAD_POINTER, LOAD)
}

const char *mynd_systemd_load_error(void) {
    pthread_once(&systemd_once, load);
    return systemd.error;
}

#define LOADED (mynd_systemd_load_error() == NULL)
#define DEFINE_INT(name, parameters, arguments) \
    int mynd_##name parameters { return LOADED ? systemd.name arguments : -ELIBACC; }
#define DEFINE_POINTER(type, name, parameters, arguments) \
    type mynd_##name parameters { return LOADED ? systemd.name arguments : NULL; }
#define DEFINE_VOID(name, parameters, arguments) \
    void mynd_##name parameters { if (LOADED) systemd.name arguments; }
MYND_SYSTEMD_FUNCTIONS(DEFINE_INT, DEFINE_POINTER, DEFINE_VOID)
