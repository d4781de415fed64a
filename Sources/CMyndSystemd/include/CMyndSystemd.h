#ifndef MYND_CMYNDSYSTEMD_H
#define MYND_CMYNDSYSTEMD_H

// libsystemd for MyndSystemd, the only module that imports this one.
//
// libsystemd is loaded with dlopen on the first call, not linked: with its own libraries
// (gcrypt, lzma, zstd, lz4, cap) it costs every mynd command 1.7 ms of start-up
// (BENCHMARKS.md), though only jobs and the agent talk to the bus, the journal or the service
// manager. The types and constants still come from the headers; each function MyndSystemd
// calls is declared below as mynd_<name>, with the libsystemd function's own signature.
//
// MyndSystemd calls only functions Swift can call directly, so there are no wrappers for the
// variadic ones:
// - sd-bus: messages are built with sd_bus_message_new_method_call + append_basic /
//   open_container and sent with sd_bus_call, instead of the variadic
//   sd_bus_call_method / sd_bus_message_append; empty replies are
//   sd_bus_message_new_method_return + sd_bus_send instead of sd_bus_reply_method_return.
// - sd_notify takes the preformatted state string, so sd_notifyf is not needed.
// - sd-journal.h turns sd_journal_sendv into a macro that adds the C caller's location;
//   Swift cannot see function-like macros, so MyndSystemd calls
//   sd_journal_sendv_with_location itself with the Swift caller's #fileID and #line.
#include <systemd/sd-bus.h>
#include <systemd/sd-daemon.h>
#include <systemd/sd-journal.h>

/// NULL when libsystemd is loaded (loading it if need be), else why it cannot be (dlerror's text).
const char *mynd_systemd_load_error(void);

// The functions, as INT(name, parameters, arguments), POINTER(type, name, …) and VOID(name, …).
// When libsystemd cannot be loaded, INT ones return -ELIBACC (the negative errno convention
// of libsystemd), POINTER ones NULL, and VOID ones do nothing.
#define MYND_SYSTEMD_FUNCTIONS(INT, POINTER, VOID)                                                              \
    INT(sd_bus_new, (sd_bus **ret), (ret))                                                                      \
    INT(sd_bus_open_user, (sd_bus **ret), (ret))                                                                \
    INT(sd_bus_open_system, (sd_bus **ret), (ret))                                                              \
    INT(sd_bus_set_address, (sd_bus *bus, const char *address), (bus, address))                                 \
    INT(sd_bus_set_bus_client, (sd_bus *bus, int b), (bus, b))                                                  \
    INT(sd_bus_start, (sd_bus *bus), (bus))                                                                     \
    POINTER(sd_bus *, sd_bus_flush_close_unref, (sd_bus *bus), (bus))                                           \
    INT(sd_bus_get_fd, (sd_bus *bus), (bus))                                                                    \
    INT(sd_bus_get_events, (sd_bus *bus), (bus))                                                                \
    INT(sd_bus_get_timeout, (sd_bus *bus, uint64_t *timeout_usec), (bus, timeout_usec))                         \
    INT(sd_bus_get_unique_name, (sd_bus *bus, const char **unique), (bus, unique))                              \
    INT(sd_bus_process, (sd_bus *bus, sd_bus_message **r), (bus, r))                                            \
    INT(sd_bus_wait, (sd_bus *bus, uint64_t timeout_usec), (bus, timeout_usec))                                 \
    INT(sd_bus_request_name, (sd_bus *bus, const char *name, uint64_t flags), (bus, name, flags))               \
    INT(sd_bus_call, (sd_bus *bus, sd_bus_message *m, uint64_t usec, sd_bus_error *ret_error,                   \
                      sd_bus_message **reply), (bus, m, usec, ret_error, reply))                                 \
    INT(sd_bus_send, (sd_bus *bus, sd_bus_message *m, uint64_t *cookie), (bus, m, cookie))                      \
    INT(sd_bus_call_async, (sd_bus *bus, sd_bus_slot **slot, sd_bus_message *m,                                \
                            sd_bus_message_handler_t callback, void *userdata, uint64_t usec),                 \
        (bus, slot, m, callback, userdata, usec))                                                               \
    INT(sd_bus_add_match, (sd_bus *bus, sd_bus_slot **slot, const char *match,                                 \
                           sd_bus_message_handler_t callback, void *userdata),                                 \
        (bus, slot, match, callback, userdata))                                                                 \
    INT(sd_bus_add_object, (sd_bus *bus, sd_bus_slot **slot, const char *path,                                 \
                            sd_bus_message_handler_t callback, void *userdata),                                \
        (bus, slot, path, callback, userdata))                                                                  \
    INT(sd_bus_slot_set_destroy_callback, (sd_bus_slot *s, sd_bus_destroy_t callback), (s, callback))           \
    POINTER(sd_bus_slot *, sd_bus_slot_unref, (sd_bus_slot *slot), (slot))                                      \
    VOID(sd_bus_error_free, (sd_bus_error *e), (e))                                                             \
    INT(sd_bus_error_is_set, (const sd_bus_error *e), (e))                                                      \
    INT(sd_bus_message_new_method_call, (sd_bus *bus, sd_bus_message **m, const char *destination,             \
                                         const char *path, const char *interface, const char *member),        \
        (bus, m, destination, path, interface, member))                                                         \
    INT(sd_bus_message_new_method_return, (sd_bus_message *call, sd_bus_message **m), (call, m))                \
    POINTER(sd_bus_message *, sd_bus_message_ref, (sd_bus_message *m), (m))                                     \
    POINTER(sd_bus_message *, sd_bus_message_unref, (sd_bus_message *m), (m))                                   \
    INT(sd_bus_message_append_basic, (sd_bus_message *m, char type, const void *p), (m, type, p))               \
    INT(sd_bus_message_read_basic, (sd_bus_message *m, char type, void *p), (m, type, p))                       \
    INT(sd_bus_message_open_container, (sd_bus_message *m, char type, const char *contents), (m, type, contents)) \
    INT(sd_bus_message_close_container, (sd_bus_message *m), (m))                                               \
    INT(sd_bus_message_enter_container, (sd_bus_message *m, char type, const char *contents), (m, type, contents)) \
    INT(sd_bus_message_exit_container, (sd_bus_message *m), (m))                                                \
    INT(sd_bus_message_peek_type, (sd_bus_message *m, char *type, const char **contents), (m, type, contents))  \
    INT(sd_bus_message_skip, (sd_bus_message *m, const char *types), (m, types))                                \
    INT(sd_bus_message_set_auto_start, (sd_bus_message *m, int b), (m, b))                                      \
    INT(sd_bus_message_is_method_error, (sd_bus_message *m, const char *name), (m, name))                      \
    POINTER(const sd_bus_error *, sd_bus_message_get_error, (sd_bus_message *m), (m))                           \
    POINTER(const char *, sd_bus_message_get_path, (sd_bus_message *m), (m))                                    \
    POINTER(const char *, sd_bus_message_get_signature, (sd_bus_message *m, int complete), (m, complete))       \
    INT(sd_bus_message_has_signature, (sd_bus_message *m, const char *signature), (m, signature))               \
    INT(sd_bus_message_is_method_call, (sd_bus_message *m, const char *interface, const char *member),         \
        (m, interface, member))                                                                                 \
    INT(sd_bus_message_is_signal, (sd_bus_message *m, const char *interface, const char *member),              \
        (m, interface, member))                                                                                 \
    INT(sd_journal_sendv_with_location, (const char *file, const char *line, const char *func,                 \
                                         const struct iovec *iov, int n), (file, line, func, iov, n))          \
    INT(sd_notify, (int unset_environment, const char *state), (unset_environment, state))                      \
    INT(sd_watchdog_enabled, (int unset_environment, uint64_t *usec), (unset_environment, usec))

#define MYND_DECLARE_INT(name, parameters, arguments) int mynd_##name parameters;
#define MYND_DECLARE_POINTER(type, name, parameters, arguments) type mynd_##name parameters;
#define MYND_DECLARE_VOID(name, parameters, arguments) void mynd_##name parameters;
MYND_SYSTEMD_FUNCTIONS(MYND_DECLARE_INT, MYND_DECLARE_POINTER, MYND_DECLARE_VOID)

#endif
