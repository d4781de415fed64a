#ifndef MYND_CSYSTEMD_SHIM_H
#define MYND_CSYSTEMD_SHIM_H

// libsystemd for MyndSystemd, the only module that imports this one.
//
// Nothing of our own is declared here, on purpose: MyndSystemd calls only functions Swift
// can call directly, and so needs no wrappers for the variadic ones.
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

#endif
