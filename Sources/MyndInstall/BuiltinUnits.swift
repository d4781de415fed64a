/// The systemd user units mynd ships, compiled in so `mynd install` works without the source
/// tree. The copies in `units/` are the ones to edit; `scripts/builtin-units.py` writes this
/// file from them, and a test keeps the two identical.
package enum BuiltinUnits {
    package static let all: [String: String] = [
        "mynd-agent.service": #"""
        # The agent: shows desktop notifications with their actions and acts on the answers, and
        # starts a deferred processing run when AC power comes back. A notify service: it says
        # READY=1 once it serves, STATUS= as it goes, and WATCHDOG=1 at least every WatchdogSec/2 —
        # systemd restarts it when the pings stop.
        [Unit]
        Description=mynd agent: desktop notifications and their actions
        Documentation=man:mynd(1)
        # Tied to the graphical session where the desktop starts graphical-session.target: started
        # with it, stopped with it.
        PartOf=graphical-session.target
        After=graphical-session.target
        StartLimitIntervalSec=10min
        StartLimitBurst=5

        [Service]
        Type=notify
        ExecStart=%h/.local/bin/mynd agent
        WatchdogSec=30s
        Restart=on-failure
        RestartSec=5s
        TimeoutStartSec=20s
        # SIGTERM stops it cleanly and quickly; SIGKILL if it has not gone within 5 s.
        TimeoutStopSec=5s
        # No credentials: email goes out from the jobs, not from the agent.
        # No sandbox: the agent starts the person's programs ([desktop] open_command, e.g. a browser
        # or an editor), and they would inherit it — a read-only home, a private /tmp, a seccomp
        # filter — and break. NoNewPrivileges=yes alone would break a browser's setuid sandbox.

        [Install]
        WantedBy=graphical-session.target
        """#,
        "mynd-digest.service": #"""
        # The morning digest: the day's insight, once per local date. Started by mynd-digest.timer
        # at morning_insight_time and every quarter hour; `--if-due` makes a run a no-op unless the
        # digest is due (the morning has come and today's is not made yet).
        [Unit]
        Description=mynd digest: the morning insight
        Documentation=man:mynd(1)

        [Service]
        Type=oneshot
        ExecStart=%h/.local/bin/mynd run digest --if-due
        # The job's budget is 60 s.
        TimeoutStartSec=75s
        TimeoutStopSec=10s
        LoadCredential=anthropic-api-key:%E/mynd/credentials/anthropic-api-key
        LoadCredential=smtp-password:%E/mynd/credentials/smtp-password
        # Sandbox: as mynd-refresh.service.
        NoNewPrivileges=yes
        RestrictNamespaces=yes
        RestrictRealtime=yes
        RestrictSUIDSGID=yes
        LockPersonality=yes
        MemoryDenyWriteExecute=yes
        SystemCallArchitectures=native
        SystemCallFilter=@system-service
        RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6 AF_NETLINK
        UMask=0077
        """#,
        "mynd-digest.timer": #"""
        # Wakes mynd-digest.service at morning_insight_time: `mynd install` writes OnCalendar= from
        # the config's [schedule] morning_insight_time (08:00 here, the default), in the system's
        # time zone. Run `mynd install` again after changing it.
        [Unit]
        Description=mynd digest every morning
        Documentation=man:mynd(1)

        [Timer]
        OnCalendar=*-*-* 08:00:00
        # And every quarter hour: systemd does not fire OnCalendar= on a day whose clock skips that
        # time (a spring-forward change; systemd#5595), which would lose that date's digest. The
        # service runs with --if-due, so these runs do nothing unless the morning's digest is due
        # and not yet made.
        OnCalendar=*:0/15
        # A morning missed while the machine slept is made up on wake (the job sends at most one
        # digest per date).
        Persistent=true
        AccuracySec=1min

        [Install]
        WantedBy=timers.target
        """#,
        "mynd-processing.service": #"""
        # The processing job (iOS's BGProcessingTask): writes follow-ups and the next insight ahead
        # while on AC power and online. Started hourly by mynd-processing.timer; `--if-due` makes
        # the run a no-op unless tonight's run is due or an earlier one was deferred.
        # No ConditionACPower=: a condition that fails skips the run without a record, and nothing
        # would retry it. The job checks AC power and the network itself, records a deferral with its
        # reason (`mynd status` shows it), and the next hourly run — or the agent, on AC plug-in —
        # tries again.
        [Unit]
        Description=mynd processing: write follow-ups and the morning insight ahead
        Documentation=man:mynd(1)

        [Service]
        Type=oneshot
        ExecStart=%h/.local/bin/mynd run processing --if-due
        # Background work: lowest CPU and I/O priority.
        Nice=10
        IOSchedulingClass=idle
        # The job's budget is 10 minutes; SIGTERM after 11, handled as its expiration.
        TimeoutStartSec=11min
        TimeoutStopSec=10s
        LoadCredential=anthropic-api-key:%E/mynd/credentials/anthropic-api-key
        LoadCredential=smtp-password:%E/mynd/credentials/smtp-password
        # Sandbox: as mynd-refresh.service.
        NoNewPrivileges=yes
        RestrictNamespaces=yes
        RestrictRealtime=yes
        RestrictSUIDSGID=yes
        LockPersonality=yes
        MemoryDenyWriteExecute=yes
        SystemCallArchitectures=native
        SystemCallFilter=@system-service
        RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6 AF_NETLINK
        UMask=0077
        """#,
        "mynd-processing.timer": #"""
        # Wakes mynd-processing.service nightly at 03:00 and every hour after, so a run deferred for
        # want of AC power or a network is retried; the job itself skips the hours it is not due.
        [Unit]
        Description=mynd processing nightly, retried hourly while deferred
        Documentation=man:mynd(1)

        [Timer]
        OnCalendar=*-*-* 03:00:00
        OnCalendar=hourly
        Persistent=true
        RandomizedDelaySec=10min
        AccuracySec=15min

        [Install]
        WantedBy=timers.target
        """#,
        "mynd-refresh.service": #"""
        # The refresh job (iOS's BGAppRefreshTask): plans at most one follow-up and delivers what the
        # outbox holds. Started by mynd-refresh.timer. `mynd install` copies this file into
        # ~/.config/systemd/user/ with ExecStart= naming the installed binary and LoadCredential=
        # naming the credentials that exist (beside a packaged copy, it writes only those lines, as a
        # drop-in); units/README.md gives every setting's reason.
        [Unit]
        Description=mynd refresh: follow up on goals that went quiet
        Documentation=man:mynd(1)

        [Service]
        Type=oneshot
        ExecStart=%h/.local/bin/mynd run refresh
        # The job stops itself at its 30 s budget and records the run as expired; systemd's SIGTERM
        # at 45 s is only the backstop (handled the same way), SIGKILL 10 s later the last resort.
        TimeoutStartSec=45s
        TimeoutStopSec=10s
        # Secrets as credentials: read by the job from $CREDENTIALS_DIRECTORY, never from the unit.
        # `mynd install` keeps a line only while its 0600 file exists (a missing one fails the unit).
        LoadCredential=anthropic-api-key:%E/mynd/credentials/anthropic-api-key
        LoadCredential=smtp-password:%E/mynd/credentials/smtp-password
        LoadCredential=imap-password:%E/mynd/credentials/imap-password
        # Sandbox: what works in an unprivileged user manager (systemd 252, Debian 12) beside the
        # credentials — seccomp filters and prctl()s, no mount namespace. units/README.md lists what
        # is left out and why.
        NoNewPrivileges=yes
        RestrictNamespaces=yes
        RestrictRealtime=yes
        RestrictSUIDSGID=yes
        LockPersonality=yes
        MemoryDenyWriteExecute=yes
        SystemCallArchitectures=native
        SystemCallFilter=@system-service
        RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6 AF_NETLINK
        UMask=0077
        """#,
        "mynd-refresh.timer": #"""
        # Wakes mynd-refresh.service every 15 minutes.
        [Unit]
        Description=mynd refresh every 15 minutes
        Documentation=man:mynd(1)

        [Timer]
        OnCalendar=*:0/15
        # A run missed while the machine slept happens once on wake...
        Persistent=true
        # ...spread out, so the timers of a resumed machine do not all fire at once,
        RandomizedDelaySec=2min
        # ...and coalesced with other wake-ups: a few minutes late costs nothing and saves power.
        AccuracySec=5min

        [Install]
        WantedBy=timers.target
        """#,
    ]
}
