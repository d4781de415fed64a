import Foundation
import MyndCore
import MyndTestSupport
import Testing

@testable import MyndCLI

/// Each config key is declared once (`Config.sections`): the known keys, the parse and the
/// template `mynd init` writes all come from that declaration. These pin what a person sees:
/// the template as it was, and each error line as it was, word for word.
@Suite(.timed) struct ConfigDeclarationTests {
    /// `mynd init`'s template, as mynd wrote it before the keys were declared once.
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
        # followup = ["desktop"]           # desktop | email | phone | terminal
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

        [calendar]                         # off while sources is empty
        # sources = []                     # vdir folders, https:// iCalendar URLs (a URL is a secret), caldav+https://USER@host/collection/
        # refresh = "15m"                  # a feed is asked again at most this often
        # share_titles = false             # event titles, places and attendees never reach Claude unless true
        # phone_in_meetings = false        # a busy event holds the screen, and the phone too unless true
        # ca_file = ""                     # extra CA bundle (a server with its own certificate)
        # password_file = ""               # CalDAV's password (chmod 600), for caldav+https://USER@host/…

        [phone]                            # the phone is off while topic is empty (mynd phone setup)
        # topic = ""                       # random and long: whoever knows it reads your nudges
        # server = "https://ntfy.sh"       # or your own ntfy: https://ntfy.example.org
        # reply_topic = ""                 # where the buttons post; "" = topic-reply
        # token_file = ""                  # 0600; or env MYND_NTFY_TOKEN, or $CREDENTIALS_DIRECTORY/ntfy-token
        # detail = "full"                  # full | title ("A nudge is waiting — 3f2a": the goal stays on this machine)
        # max_per_day = 2                  # phone nudges a day while you are away
        # digest = false                   # the morning briefing to the phone too

        """

    /// A bad file and the line it gets (nil: it is read, a section that is off not looked at).
    static let cases: [(text: String, message: String?)] = [
        (
            "[general]\nlanguage = \"it\"\n",
            "/c.toml: general.language = \"it\" is not a language mynd speaks: use one of en, de, es, fr, or \"\" for the locale's"
        ),
        ("[general]\nlanguage = 3\n", "/c.toml: general.language must be a string in quotes, like language = \"…\""),
        (
            "[presence]\naway_after = \"30s\"\n",
            "/c.toml: presence.away_after = \"30s\" is not a duration from 1m to 24h: use one like \"10m\" (idle this long counts as away)"
        ),
        (
            "[schedule]\ntimezone = \"Mars/Olympus\"\n",
            "/c.toml: schedule.timezone = \"Mars/Olympus\" is not an IANA time zone: use a name like \"Europe/Berlin\" (see `timedatectl list-timezones`) or \"\" for the system's"
        ),
        (
            "[schedule]\nquiet_hours = \"25:00-07:00\"\n",
            "/c.toml: schedule.quiet_hours = \"25:00-07:00\": quiet_hours \"25:00-07:00\" is not HH:MM-HH:MM: use 24-hour times like \"22:00-07:00\", or \"\" to turn quiet hours off"
        ),
        (
            "[schedule]\nmorning_insight_time = \"8am\"\n",
            "/c.toml: schedule.morning_insight_time = \"8am\" is not a time of day: use HH:MM, like \"08:00\""
        ),
        (
            "[schedule]\nstale_after = \"soon\"\n",
            "/c.toml: schedule.stale_after = \"soon\" is not a duration: use a number and a unit, like \"30m\", \"2h\" or \"3d\""
        ),
        (
            "[schedule]\nstale_after = \"0m\"\n",
            "/c.toml: schedule.stale_after = \"0m\" is not a duration: use a number and a unit, like \"30m\", \"2h\" or \"3d\""
        ),
        (
            "[schedule]\nmax_notifications_per_day = 5000\n",
            "/c.toml: schedule.max_notifications_per_day must be a whole number from 0 to 1000"
        ),
        ("[schedule]\nask_after = 0\n", "/c.toml: schedule.ask_after must be a whole number from 1 to 100"),
        ("[schedule]\nadaptive = \"yes\"\n", "/c.toml: schedule.adaptive must be true or false (without quotes)"),
        (
            "[schedule]\nmax_wait = \"2d\"\n",
            "/c.toml: schedule.max_wait must be at most a day: use a duration like \"8h\", or adaptive = false never to wait"
        ),
        ("[schedule]\ncooldown = 5\n", "/c.toml: schedule.cooldown must be a string in quotes, like cooldown = \"…\""),
        ("[power]\nlow_battery_percent = 101\n", "/c.toml: power.low_battery_percent must be a whole number from 0 to 100"),
        ("[power]\nsupply_dir = 1\n", "/c.toml: power.supply_dir must be a string in quotes, like supply_dir = \"…\""),
        (
            "[ai]\nbase_url = \"https://u:p@api.example.org\"\n",
            "/c.toml: ai.base_url holds a user name or password: keep it to https://host, and give the key as ANTHROPIC_API_KEY or ai.key_file (chmod 600)"
        ),
        (
            "[ai]\nbase_url = \"ftp://api.example.org\"\n",
            "/c.toml: ai.base_url = \"ftp://api.example.org\" is not an http(s) URL: use a form like \"https://api.anthropic.com\""
        ),
        (
            "[ai]\nbase_url = \"https://api.example.org:99999\"\n",
            "/c.toml: ai.base_url has port 99999, which is not a port (1 to 65535): use a form like \"https://api.anthropic.com\""
        ),
        (
            "[ai]\nmodel_followup = \"claude haiku\"\n",
            "/c.toml: ai.model_followup = \"claude haiku\" is not a model name: use one like \"claude-haiku-5-5\""
        ),
        ("[ai]\nmodel_digest = \"\"\n", "/c.toml: ai.model_digest = \"\" is not a model name: use one like \"claude-haiku-5-5\""),
        ("[ai]\ndaily_token_budget = -1\n", "/c.toml: ai.daily_token_budget must be a whole number from 0 to 100000000"),
        (
            "[ai]\nmonthly_budget_usd = \"lots\"\n",
            "/c.toml: ai.monthly_budget_usd must be a number of US dollars, like 0.50 (0 turns Claude off)"
        ),
        ("[ai]\nbatch = 1\n", "/c.toml: ai.batch must be true or false (without quotes)"),
        (
            "[ai]\nprices = 3\n",
            "/c.toml: ai.prices must be a table of models, like [ai.prices.\"claude-haiku-5-5\"] with input = 0.1 and output = 0.5 (optionally cache_write, cache_read)"
        ),
        (
            "[ai.prices.\"m-1\"]\ninput = 1\n",
            "/c.toml: ai.prices.\"m-1\" must have input and output, USD per million tokens, like [ai.prices.\"claude-haiku-5-5\"] with input = 0.1 and output = 0.5 (optionally cache_write, cache_read)"
        ),
        (
            "[ai.prices.\"m-1\"]\ninput = 1\noutput = 2\nfoo = 3\n",
            "/c.toml: ai.prices.\"m-1\" must have input and output, USD per million tokens, like [ai.prices.\"claude-haiku-5-5\"] with input = 0.1 and output = 0.5 (optionally cache_write, cache_read)"
        ),
        (
            "[channels]\nfollowup = \"desktop\"\n",
            "/c.toml: channels.followup must be a list, like followup = [\"desktop\"] (channels: terminal, desktop, email, phone)"
        ),
        (
            "[channels]\ndigest = [\"desktop\", \"pager\"]\n",
            "/c.toml: channels.digest has \"pager\", which is not a channel (channels: terminal, desktop, email, phone)"
        ),
        ("[desktop]\nhelper = \"\"\n", "/c.toml: desktop.helper must name a program, like \"notify-send\""),
        (
            "[desktop]\nopen_command = \"foot -e mynd show {goal}\"\n",
            "/c.toml: desktop.open_command has an unknown placeholder {goal}: the one there is is {id} (the goal's short id), like \"foot -e mynd show {id}\""
        ),
        (
            "[desktop]\nopen_command = \"foot 'unterminated\"\n",
            "/c.toml: desktop.open_command = \"foot 'unterminated\": a ' quote is not closed: write it as a command line, like \"foot -e mynd show {id}\""
        ),
        (
            "[smtp]\nurl = \"smtp://me:pw@mail.example.org\"\n",
            "/c.toml: smtp.url holds a user name or password: keep it to smtp://host:port, put the user in smtp.username and the password in MYND_SMTP_PASSWORD or smtp.password_file (chmod 600)"
        ),
        (
            "[smtp]\nurl = \"http://mail.example.org\"\n",
            "/c.toml: smtp.url = \"http://mail.example.org\" is not an SMTP URL: use smtp://host:587 (STARTTLS) or smtps://host:465"
        ),
        (
            "[smtp]\nurl = \"smtp://mail.example.org:587\"\nstarttls = \"maybe\"\nfrom = \"a@b.c\"\nto = [\"a@b.c\"]\n",
            "/c.toml: smtp.starttls = \"maybe\" is not one of required, optional, off"
        ),
        (
            "[smtp]\nurl = \"smtp://mail.example.org:587\"\nstarttls = \"off\"\nfrom = \"a@b.c\"\nto = [\"a@b.c\"]\n",
            "/c.toml: smtp.starttls = \"off\" sends mail and password in plain text: allowed only for localhost, not mail.example.org"
        ),
        (
            "[smtp]\nurl = \"smtp://mail.example.org:587\"\nto = [\"a@b.c\"]\n",
            "/c.toml: smtp.from = \"\" is not an email address: email needs a sender, like \"mynd@example.org\""
        ),
        (
            "[smtp]\nurl = \"smtp://mail.example.org:587\"\nfrom = \"me\"\nto = [\"a@b.c\"]\n",
            "/c.toml: smtp.from = \"me\" is not an email address: email needs a sender, like \"mynd@example.org\""
        ),
        (
            "[smtp]\nurl = \"smtp://mail.example.org:587\"\nfrom = \"a@b.c\"\n",
            "/c.toml: smtp.to is missing: list who gets the email, like to = [\"me@example.org\"]"
        ),
        (
            "[smtp]\nurl = \"smtp://mail.example.org:587\"\nfrom = \"a@b.c\"\nto = []\n",
            "/c.toml: smtp.to must be a list of email addresses, like to = [\"me@example.org\"]"
        ),
        ("[smtp]\nstarttls = \"maybe\"\n", nil),
        (
            "[imap]\nurl = \"imaps://mail.example.org/INBOX\"\n",
            "/c.toml: [imap] reads replies to mynd's emails, and [smtp] is not set up: set smtp.url, from and to first"
        ),
        (
            "[imap]\nurl = \"pop3://mail.example.org\"\n",
            "/c.toml: imap.url = \"pop3://mail.example.org\" is not an IMAP URL: use imaps://host:993/INBOX (or imap://host/INBOX with STARTTLS)"
        ),
        (
            "[smtp]\nurl = \"smtp://mail.example.org:587\"\nfrom = \"a@b.c\"\nto = [\"a@b.c\"]\n[imap]\nurl = \"imaps://me:pw@mail.example.org/INBOX\"\n",
            "/c.toml: imap.url holds a user name or password: keep it to imaps://host/INBOX, put the user in imap.username and the password in MYND_IMAP_PASSWORD or imap.password_file (chmod 600)"
        ),
        (
            "[smtp]\nurl = \"smtp://mail.example.org:587\"\nfrom = \"a@b.c\"\nto = [\"a@b.c\"]\n[imap]\nurl = \"imaps://mail.example.org\"\nreply_window = \"100d\"\n",
            "/c.toml: imap.reply_window = \"100d\" is not a duration from 1h to 90d: use one like \"7d\" (a reply this long after its email is not obeyed)"
        ),
        (
            "[smtp]\nurl = \"smtp://mail.example.org:587\"\nfrom = \"a@b.c\"\nto = [\"a@b.c\"]\n[imap]\nurl = \"imaps://mail.example.org\"\nallow_from = [\"nobody\"]\n",
            "/c.toml: imap.allow_from must be a list of email addresses, like allow_from = [\"me@example.org\"]"
        ),
        (
            "[smtp]\nurl = \"smtp://mail.example.org:587\"\nfrom = \"a@b.c\"\nto = [\"a@b.c\"]\n[imap]\nurl = \"imaps://mail.example.org\"\nprocessed_folder = \"a\\nb\"\n",
            "/c.toml: imap.processed_folder cannot hold a line break: name one folder, like \"mynd\""
        ),
        (
            "[smtp]\nurl = \"smtp://mail.example.org:587\"\nfrom = \"a@b.c\"\nto = [\"a@b.c\"]\n[imap]\nurl = \"imaps://mail.example.org\"\nconfirm = \"no\"\n",
            "/c.toml: imap.confirm must be true or false (without quotes)"
        ),
        (
            "[pager]\ntopic = \"x\"\n",
            "/c.toml: unknown section [pager] (known: ai, calendar, channels, desktop, general, imap, phone, power, presence, schedule, smtp)"
        ),
        (
            "[schedule]\nquiet = \"x\"\n",
            "/c.toml: unknown key 'quiet' in [schedule] (known: adaptive, answer_window, ask_after, cooldown, max_notifications_per_day, max_wait, min_gap, morning_insight_time, quiet_hours, snooze_default, stale_after, timezone)"
        ),
        ("schedule = 3\n", "/c.toml: 'schedule' must be a [schedule] table"),
        ("[schedule\n", "/c.toml:1: Error while parsing table header: expected ']', saw '\\n': fix the TOML syntax"),
        ("[desktop]\nhelper = \"notify\\u0000send\"\n", "/c.toml:2: a NUL character (\\u0000) in a value: remove it"),
    ]

    @Test func theTemplate_isWhatItWas_andEveryDeclaredKeyIsInIt() {
        #expect(Config.template == Self.template)
        for section in Config.sections {
            #expect(Config.template.contains("\n[\(section.name)]"), "[\(section.name)]")
            for key in section.keys where key.name != "prices" {
                #expect(Config.template.contains("\n# \(key.name) = "), "\(section.name).\(key.name)")
            }
        }
    }

    @Test func theTemplate_uncommented_isTheDefaults() throws {
        let uncommented = Config.template.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("# ") && (line.dropFirst(2).first.map { $0.isLetter || $0 == "[" } ?? false)
                && (line.contains(" = ") || line.hasPrefix("# [")) ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        let read = try Config.parse(uncommented, path: "/c.toml")
        let defaults = Config()
        #expect(Config.sections.flatMap { $0.template(read) } == Config.sections.flatMap { $0.template(defaults) })
        #expect(read.limits.cooldown == defaults.limits.cooldown && read.followUpChannels == defaults.followUpChannels)
    }

    @Test func eachBadValue_getsTheLineItAlwaysGot() {
        for (text, message) in Self.cases {
            do {
                _ = try Config.parse(text, path: "/c.toml")
                #expect(message == nil, "read without a word: \(text)")
            } catch let error as CLIError {
                #expect(error.kind == .config && error.message == message, "\(text)")
            } catch {
                Issue.record("\(error) for \(text)")
            }
        }
    }
}
