import Foundation
import MyndCalendar
import MyndCore
import MyndCurl
import MyndMail
import MyndPOSIX

/// The calendar as the jobs read it: the sources of `[calendar]`, the person's zone and own
/// addresses (a meeting they declined is free), and where feeds are kept between reads.
extension Context {
    /// The calendar's refresh, or nil while `[calendar] sources` is empty. The CalDAV password
    /// comes from `$MYND_CALDAV_PASSWORD`, the credential `mynd-caldav-password` or
    /// `password_file`; one set but unusable stops the run with its line.
    func calendarRefresh() throws -> CalendarRefresh? {
        let settings = config.calendar
        guard !settings.sources.isEmpty else { return nil }
        let home = environment["HOME"] ?? NSHomeDirectory()
        let sources = settings.sources.compactMap { CalendarSource($0, home: home) }
        let me = Set(config.smtp.to.map { CalendarReading.address($0) })
        let folder = (paths.database as NSString).deletingLastPathComponent + "/calendar-cache"
        var refresh = CalendarRefresh(
            sources: sources, interval: settings.refresh.totalSeconds, reading: CalendarReading(zone: zone, me: me), cacheDirectory: folder,
            transport: CurlTransport(caFile: settings.caFile))
        do {
            refresh.password = try Secret.resolve(
                variable: "MYND_CALDAV_PASSWORD", credential: "mynd-caldav-password", file: settings.passwordFile,
                configKey: "calendar.password_file", environment: environment)?.value
        } catch {
            throw CLIError(.config, error.description)
        }
        return refresh
    }
}
