#include "CMyndICal.h"

#include <dlfcn.h>
#include <libical/ical.h>
#include <pthread.h>
#include <stddef.h>

// The libical entry points, filled once by load() under pthread_once and only read after: the
// process-wide state a dynamic linker would otherwise have set up at start.
static struct {
    const char *error;
    icalcomponent *(*parse_string)(const char *);
    void (*component_free)(icalcomponent *);
    icalcomponent_kind (*isa)(const icalcomponent *);
    icalcomponent *(*first_component)(icalcomponent *, icalcomponent_kind);
    icalcomponent *(*next_component)(icalcomponent *, icalcomponent_kind);
    icalproperty *(*first_property)(icalcomponent *, icalproperty_kind);
    icalproperty *(*next_property)(icalcomponent *, icalproperty_kind);
    icalparameter *(*first_parameter)(icalproperty *, icalparameter_kind);
    const char *(*parameter_tzid)(const icalparameter *);
    icalparameter_partstat (*parameter_partstat)(const icalparameter *);
    const char *(*uid)(icalcomponent *);
    const char *(*summary)(icalcomponent *);
    const char *(*location)(icalcomponent *);
    struct icaltimetype (*dtstart)(icalcomponent *);
    struct icaltimetype (*dtend)(icalcomponent *);
    struct icaltimetype (*datetime_with_component)(icalproperty *, icalcomponent *);
    enum icalproperty_status (*status)(icalcomponent *);
    enum icalproperty_transp (*transp)(const icalproperty *);
    const char *(*attendee)(const icalproperty *);
    time_t (*as_timet)(const struct icaltimetype);
    time_t (*as_timet_with_zone)(const struct icaltimetype, const icaltimezone *);
    struct icaltimetype (*from_timet_with_zone)(const time_t, const int, const icaltimezone *);
    icaltimezone *(*utc_zone)(void);
    void (*foreach_recurrence)(
        icalcomponent *, struct icaltimetype, struct icaltimetype,
        void (*)(icalcomponent *, struct icaltime_span *, void *), void *);
    void (*errors_are_fatal)(int);
    struct icaldatetimeperiodtype (*rdate)(const icalproperty *);
    icalcomponent *(*parent)(icalcomponent *);
    icaltimezone *(*component_timezone)(icalcomponent *, const char *);
    icaltimezone *(*builtin_timezone)(const char *);
    void (*remove_property)(icalcomponent *, icalproperty *);
    void (*property_free)(icalproperty *);
} ical;

static pthread_once_t ical_once = PTHREAD_ONCE_INIT;

static void *symbol(void *library, const char *name) {
    void *address = dlsym(library, name);
    if (address == NULL && ical.error == NULL) ical.error = dlerror();
    return address;
}

static void load(void) {
    // The soname of Debian's libical3 (libical-dev's headers are for it).
    void *library = dlopen("libical.so.3", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        ical.error = dlerror();
        return;
    }
    ical.parse_string = symbol(library, "icalparser_parse_string");
    ical.component_free = symbol(library, "icalcomponent_free");
    ical.isa = symbol(library, "icalcomponent_isa");
    ical.first_component = symbol(library, "icalcomponent_get_first_component");
    ical.next_component = symbol(library, "icalcomponent_get_next_component");
    ical.first_property = symbol(library, "icalcomponent_get_first_property");
    ical.next_property = symbol(library, "icalcomponent_get_next_property");
    ical.first_parameter = symbol(library, "icalproperty_get_first_parameter");
    ical.parameter_tzid = symbol(library, "icalparameter_get_tzid");
    ical.parameter_partstat = symbol(library, "icalparameter_get_partstat");
    ical.uid = symbol(library, "icalcomponent_get_uid");
    ical.summary = symbol(library, "icalcomponent_get_summary");
    ical.location = symbol(library, "icalcomponent_get_location");
    ical.dtstart = symbol(library, "icalcomponent_get_dtstart");
    ical.dtend = symbol(library, "icalcomponent_get_dtend");
    ical.datetime_with_component = symbol(library, "icalproperty_get_datetime_with_component");
    ical.status = symbol(library, "icalcomponent_get_status");
    ical.transp = symbol(library, "icalproperty_get_transp");
    ical.attendee = symbol(library, "icalproperty_get_attendee");
    ical.as_timet = symbol(library, "icaltime_as_timet");
    ical.as_timet_with_zone = symbol(library, "icaltime_as_timet_with_zone");
    ical.from_timet_with_zone = symbol(library, "icaltime_from_timet_with_zone");
    ical.utc_zone = symbol(library, "icaltimezone_get_utc_timezone");
    ical.foreach_recurrence = symbol(library, "icalcomponent_foreach_recurrence");
    ical.errors_are_fatal = symbol(library, "icalerror_set_errors_are_fatal");
    ical.rdate = symbol(library, "icalproperty_get_rdate");
    ical.parent = symbol(library, "icalcomponent_get_parent");
    ical.component_timezone = symbol(library, "icalcomponent_get_timezone");
    ical.builtin_timezone = symbol(library, "icaltimezone_get_builtin_timezone");
    ical.remove_property = symbol(library, "icalcomponent_remove_property");
    ical.property_free = symbol(library, "icalproperty_free");
    // A build of libical may abort on a malformed line; mynd reports bad input instead.
    if (ical.error == NULL) ical.errors_are_fatal(0);
}

const char *mynd_ical_load_error(void) {
    pthread_once(&ical_once, load);
    return ical.error;
}

// Every other function is reached only with a document mynd_ical_parse made, so libical is
// loaded by then; the checks keep a missing libical from ever being a NULL call.
#define LOADED (mynd_ical_load_error() == NULL)

// A document is libical's root component; an event one of its VEVENTs.
#define ROOT(document) ((icalcomponent *)(document))
#define EVENT(event) ((icalcomponent *)(event))

mynd_ical_document *mynd_ical_parse(const char *text) {
    if (!LOADED || text == NULL) return NULL;
    icalcomponent *root = ical.parse_string(text);
    if (root == NULL) return NULL;
    icalcomponent_kind kind = ical.isa(root);
    if (kind != ICAL_VCALENDAR_COMPONENT && kind != ICAL_VEVENT_COMPONENT) {
        ical.component_free(root);
        return NULL;
    }
    return (mynd_ical_document *)root;
}

void mynd_ical_free(mynd_ical_document *document) {
    if (LOADED && document != NULL) ical.component_free(ROOT(document));
}

int mynd_ical_event_count(mynd_ical_document *document) {
    if (!LOADED || document == NULL) return 0;
    if (ical.isa(ROOT(document)) == ICAL_VEVENT_COMPONENT) return 1;
    int count = 0;
    for (icalcomponent *event = ical.first_component(ROOT(document), ICAL_VEVENT_COMPONENT); event != NULL;
         event = ical.next_component(ROOT(document), ICAL_VEVENT_COMPONENT))
        count++;
    return count;
}

int mynd_ical_events(mynd_ical_document *document, mynd_ical_event **events, int capacity) {
    if (!LOADED || document == NULL || capacity <= 0) return 0;
    if (ical.isa(ROOT(document)) == ICAL_VEVENT_COMPONENT) {
        events[0] = (mynd_ical_event *)document;
        return 1;
    }
    // One walk over the children: asking for the n-th event walks from the first each time,
    // and a feed of 80,000 events took minutes.
    int count = 0;
    for (icalcomponent *event = ical.first_component(ROOT(document), ICAL_VEVENT_COMPONENT); event != NULL && count < capacity;
         event = ical.next_component(ROOT(document), ICAL_VEVENT_COMPONENT))
        events[count++] = (mynd_ical_event *)event;
    return count;
}

static const char *tzid_of(icalproperty *property) {
    if (property == NULL) return NULL;
    icalparameter *parameter = ical.first_parameter(property, ICAL_TZID_PARAMETER);
    return parameter == NULL ? NULL : ical.parameter_tzid(parameter);
}

const char *mynd_ical_event_text(mynd_ical_event *event, int field) {
    if (!LOADED || event == NULL) return NULL;
    switch (field) {
    case MYND_ICAL_UID: return ical.uid(EVENT(event));
    case MYND_ICAL_SUMMARY: return ical.summary(EVENT(event));
    case MYND_ICAL_LOCATION: return ical.location(EVENT(event));
    case MYND_ICAL_START_TZID: return tzid_of(ical.first_property(EVENT(event), ICAL_DTSTART_PROPERTY));
    default: return NULL;
    }
}

// A libical time as the header's struct: the instant when its zone is known, else its wall
// clock read as UTC, with what kind of anchor it has.
static mynd_ical_time anchored(struct icaltimetype time, const char *tzid) {
    mynd_ical_time result = {0, MYND_ICAL_INSTANT, 0};
    if (time.year == 0) return result;
    result.present = 1;
    if (time.is_date) {
        result.anchor = MYND_ICAL_DATE;
        result.seconds = ical.as_timet(time);
    } else if (time.zone != NULL) {
        result.seconds = ical.as_timet_with_zone(time, time.zone);
    } else {
        result.anchor = tzid != NULL ? MYND_ICAL_UNKNOWN_ZONE : MYND_ICAL_FLOATING;
        result.seconds = ical.as_timet(time);
    }
    return result;
}

mynd_ical_time mynd_ical_event_start(mynd_ical_event *event) {
    mynd_ical_time none = {0, MYND_ICAL_INSTANT, 0};
    if (!LOADED || event == NULL) return none;
    return anchored(ical.dtstart(EVENT(event)), tzid_of(ical.first_property(EVENT(event), ICAL_DTSTART_PROPERTY)));
}

mynd_ical_time mynd_ical_event_end(mynd_ical_event *event) {
    mynd_ical_time none = {0, MYND_ICAL_INSTANT, 0};
    if (!LOADED || event == NULL) return none;
    // Without DTEND, libical adds DURATION to DTSTART, in DTSTART's zone.
    icalproperty *end = ical.first_property(EVENT(event), ICAL_DTEND_PROPERTY);
    if (end == NULL) end = ical.first_property(EVENT(event), ICAL_DTSTART_PROPERTY);
    return anchored(ical.dtend(EVENT(event)), tzid_of(end));
}

mynd_ical_time mynd_ical_event_recurrence_id(mynd_ical_event *event) {
    mynd_ical_time none = {0, MYND_ICAL_INSTANT, 0};
    if (!LOADED || event == NULL) return none;
    icalproperty *property = ical.first_property(EVENT(event), ICAL_RECURRENCEID_PROPERTY);
    if (property == NULL) return none;
    // Resolves the TZID against the VTIMEZONEs of the text, then the system's zones.
    return anchored(ical.datetime_with_component(property, EVENT(event)), tzid_of(property));
}

int mynd_ical_event_transp(mynd_ical_event *event) {
    if (!LOADED || event == NULL) return 0;
    icalproperty *property = ical.first_property(EVENT(event), ICAL_TRANSP_PROPERTY);
    if (property == NULL) return 0;
    return ical.transp(property) == ICAL_TRANSP_TRANSPARENT ? 2 : 1;
}

int mynd_ical_event_cancelled(mynd_ical_event *event) {
    return LOADED && event != NULL && ical.status(EVENT(event)) == ICAL_STATUS_CANCELLED;
}

int mynd_ical_attendee_count(mynd_ical_event *event) {
    if (!LOADED || event == NULL) return 0;
    int count = 0;
    for (icalproperty *p = ical.first_property(EVENT(event), ICAL_ATTENDEE_PROPERTY); p != NULL;
         p = ical.next_property(EVENT(event), ICAL_ATTENDEE_PROPERTY))
        count++;
    return count;
}

const char *mynd_ical_attendee(mynd_ical_event *event, int index, int *declined) {
    if (declined != NULL) *declined = 0;
    if (!LOADED || event == NULL) return NULL;
    int at = 0;
    for (icalproperty *p = ical.first_property(EVENT(event), ICAL_ATTENDEE_PROPERTY); p != NULL;
         p = ical.next_property(EVENT(event), ICAL_ATTENDEE_PROPERTY), at++) {
        if (at != index) continue;
        icalparameter *partstat = ical.first_parameter(p, ICAL_PARTSTAT_PARAMETER);
        if (declined != NULL && partstat != NULL) *declined = ical.parameter_partstat(partstat) == ICAL_PARTSTAT_DECLINED;
        return ical.attendee(p);
    }
    return NULL;
}

// libical's callback has no place for the caller's function: this carries both.
struct expansion {
    void (*each)(void *context, int64_t start, int64_t end);
    void *context;
};

static void each_instance(icalcomponent *component, struct icaltime_span *span, void *data) {
    (void)component;
    struct expansion *expansion = data;
    expansion->each(expansion->context, (int64_t)span->start, (int64_t)span->end);
}

// The zone a TZID names: a VTIMEZONE of the text, else the system's zone of that name.
static icaltimezone *zone_named(icalcomponent *event, const char *tzid) {
    if (tzid == NULL) return NULL;
    for (icalcomponent *c = event; c != NULL; c = ical.parent(c)) {
        icaltimezone *zone = ical.component_timezone(c, tzid);
        if (zone != NULL) return zone;
    }
    return ical.builtin_timezone(tzid);
}

// libical 3.0 expands an RDATE with a TZID as if it were UTC (it never looks the zone up), so
// the RDATEs are taken out of the event (its tree is the caller's to free) and reported here.
static void take_rdates(icalcomponent *event, struct expansion *expansion) {
    icalproperty *property = ical.first_property(event, ICAL_RDATE_PROPERTY);
    while (property != NULL) {
        struct icaldatetimeperiodtype value = ical.rdate(property);
        struct icaltimetype time = value.time.year != 0 ? value.time : value.period.start;
        const char *tzid = tzid_of(property);
        if (!time.is_date && time.zone == NULL) {
            icaltimezone *zone = zone_named(event, tzid);
            if (zone != NULL) time.zone = zone;
        }
        mynd_ical_time start = anchored(time, tzid);
        if (start.present) expansion->each(expansion->context, start.seconds, start.seconds);
        icalproperty *next = ical.next_property(event, ICAL_RDATE_PROPERTY);
        ical.remove_property(event, property);
        ical.property_free(property);
        property = next;
    }
}

void mynd_ical_expand(
    mynd_ical_event *event, int64_t from, int64_t to, void (*each)(void *context, int64_t start, int64_t end),
    void *context) {
    if (!LOADED || event == NULL || each == NULL) return;
    struct expansion expansion = {each, context};
    take_rdates(EVENT(event), &expansion);
    icaltimezone *utc = ical.utc_zone();
    ical.foreach_recurrence(
        EVENT(event), ical.from_timet_with_zone((time_t)from, 0, utc), ical.from_timet_with_zone((time_t)to, 0, utc),
        each_instance, &expansion);
}
