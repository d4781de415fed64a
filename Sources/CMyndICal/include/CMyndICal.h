#ifndef MYND_CMYNDICAL_H
#define MYND_CMYNDICAL_H

// libical for MyndCalendar, the only module that imports this one.
//
// libical is loaded with dlopen on first use, not linked: linking it costs every mynd command
// its start-up relocation, though only the calendar's refresh parses iCalendar. Nothing of
// libical's own types is declared here: a document and an event are opaque pointers, a time is
// the small struct below, and strings are copied by the caller before the next call.

#include <stdint.h>

/// NULL when libical is loaded (loading it if need be), else why it cannot be (dlerror's text).
const char *mynd_ical_load_error(void);

/// A parsed iCalendar text (libical's root component, owned by this handle).
typedef struct mynd_ical_document mynd_ical_document;
/// One VEVENT inside a document; valid while its document is.
typedef struct mynd_ical_event mynd_ical_event;

/// How a time in the text is anchored.
enum mynd_ical_anchor {
    /// UTC, or a TZID resolved (a VTIMEZONE in the text, or the system's zone of that name):
    /// `seconds` is the instant.
    MYND_ICAL_INSTANT = 0,
    /// No zone: wall-clock time wherever the person is; `seconds` is that wall clock read as UTC.
    MYND_ICAL_FLOATING = 1,
    /// A DATE: a day on the person's calendar; `seconds` is its midnight read as UTC.
    MYND_ICAL_DATE = 2,
    /// A TZID neither the text nor the system knows (a Windows name): wall clock read as UTC.
    MYND_ICAL_UNKNOWN_ZONE = 3,
};

typedef struct {
    int64_t seconds;
    int anchor;
    /// 0 when the property is absent.
    int present;
} mynd_ical_time;

/// Parses `text`; NULL when it is not iCalendar at all. Free with mynd_ical_free.
mynd_ical_document *mynd_ical_parse(const char *text);
void mynd_ical_free(mynd_ical_document *document);

/// The document's VEVENTs (the document itself when it is one).
int mynd_ical_event_count(mynd_ical_document *document);
/// Fills `events` with up to `capacity` of them, in order; returns how many.
int mynd_ical_events(mynd_ical_document *document, mynd_ical_event **events, int capacity);

/// What a text field of an event holds.
enum mynd_ical_field { MYND_ICAL_UID, MYND_ICAL_SUMMARY, MYND_ICAL_LOCATION, MYND_ICAL_START_TZID };

/// The field's text, or NULL. The pointer is libical's (some from its ring buffer): copy it
/// before the next call.
const char *mynd_ical_event_text(mynd_ical_event *event, int field);

/// DTSTART, DTEND (or DTSTART plus DURATION) and RECURRENCE-ID.
mynd_ical_time mynd_ical_event_start(mynd_ical_event *event);
mynd_ical_time mynd_ical_event_end(mynd_ical_event *event);
mynd_ical_time mynd_ical_event_recurrence_id(mynd_ical_event *event);

/// TRANSP: 0 when absent, 1 OPAQUE (busy), 2 TRANSPARENT (free time). Cancelled: 1 when
/// STATUS:CANCELLED.
int mynd_ical_event_transp(mynd_ical_event *event);
int mynd_ical_event_cancelled(mynd_ical_event *event);

/// The event's ATTENDEEs: their value (a mailto: address, usually) and whether they declined.
int mynd_ical_attendee_count(mynd_ical_event *event);
const char *mynd_ical_attendee(mynd_ical_event *event, int index, int *declined);

/// Calls `each` for every instance of the event (RRULE, RDATE, less EXDATE; overrides are
/// the caller's) that overlaps [from, to), seconds as `mynd_ical_time` reads them for the
/// event's DTSTART (RDATEs are reported whatever the window, and taken out of the event).
/// `each` must not capture: `context` carries what it needs.
void mynd_ical_expand(
    mynd_ical_event *event, int64_t from, int64_t to, void (*each)(void *context, int64_t start, int64_t end),
    void *context);

#endif
