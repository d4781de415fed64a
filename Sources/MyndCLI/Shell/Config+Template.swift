extension Config {
    /// What `mynd init` writes: every key with its default, commented out.
    static let template = """
        # mynd configuration. Every key is optional; the values shown are the defaults.
        # Durations are like "30m", "2h", "3d"; times of day are "HH:MM" in the time zone below.

        [general]
        # language = ""                    # en | de | es | fr: what nudges, buttons, the briefing and
        #                                  # email are written in; "" = the locale's (LC_ALL, LC_MESSAGES, LANG)

        [presence]
        # away_after = "10m"               # idle this long counts as away: screen nudges wait for your return

        [schedule]
        # timezone = ""                    # IANA name like "Europe/Berlin"; "" = the system's
        # quiet_hours = "22:00-07:00"      # nothing is shown in these hours; "" disables
        # morning_insight_time = "08:00"
        # stale_after = "3d"               # a goal untouched this long gets a follow-up
        # max_notifications_per_day = 5
        # min_gap = "2h"
        # cooldown = "24h"
        # snooze_default = "1h"            # what "Later" means, everywhere
        # answer_window = "12h"            # a nudge unanswered this long is closed as unanswered
        # ask_after = 3                    # dismissed/unanswered in a row before "still want this?"
        # adaptive = true                  # send at the hours you answer, learned; false: at once
        # max_wait = "8h"                  # the longest a due nudge waits for a better hour

        [power]
        # supply_dir = "/sys/class/power_supply"
        # low_battery_percent = 10

        [ai]
        # base_url = "https://api.anthropic.com"   # ANTHROPIC_BASE_URL overrides
        # key_file = ""                    # a file only you can read (chmod 600); or set
        #                                  # ANTHROPIC_API_KEY, or a systemd credential anthropic-api-key
        # model_followup = "claude-haiku-5-5"
        # model_digest = "claude-haiku-5-5"
        # daily_token_budget = 20000       # hard: a call is made only if its worst case fits; 0 = off
        # monthly_budget_usd = 0.50        # hard, at list prices; 0 turns Claude off
        # batch = true                     # write ahead overnight as one Message Batch (half price)
        # [ai.prices."claude-haiku-5-5"]   # USD per million tokens; built in for Anthropic's models
        # input = 0.1
        # output = 0.5
        # cache_write = 0.125              # optional: 1.25 × input when left out
        # cache_read = 0.01                # optional: 0.1 × input when left out

        [channels]
        # followup = ["desktop"]           # desktop | email | terminal
        # digest = ["desktop", "email"]

        [desktop]
        # helper = "notify-send"           # run without a shell when no notification server answers
        # open_command = ""                # a click on a nudge; {id} is the goal's short id; "" =
        #                                  # x-terminal-emulator -e mynd show {id} --wait

        [smtp]                             # email is off while url is empty
        # url = ""                         # smtp://host:587 (STARTTLS) or smtps://host:465
        # starttls = "required"            # required | optional | off (only for localhost)
        # ca_file = ""                     # extra CA bundle (a self-signed server)
        # username = ""
        # password_file = ""               # 0600; or env MYND_SMTP_PASSWORD, or $CREDENTIALS_DIRECTORY/smtp-password
        # from = ""                        # e.g. "mynd@example.org"
        # to = []                          # e.g. ["me@example.org"]

        [imap]                             # replies to mynd's emails are not read while url is empty
        # url = ""                         # imaps://host:993/INBOX (or imap://, STARTTLS)
        # username = ""
        # password_file = ""               # 0600; or env MYND_IMAP_PASSWORD, or $CREDENTIALS_DIRECTORY/imap-password
        # ca_file = ""
        # allow_from = []                  # whose replies are obeyed; default: smtp.to
        # processed_folder = ""            # move applied replies there ("" = flag them \\Seen $MyndDone)
        # confirm = false                  # a one-line email confirms each applied reply
        # reply_window = "7d"              # a reply this long after its email is not obeyed (1h to 90d)

        """
}
