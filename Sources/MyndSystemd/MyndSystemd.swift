// libsystemd: sd-bus, sd_notify and the journal, wrapped once.
