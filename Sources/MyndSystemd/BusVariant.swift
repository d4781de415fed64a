/// The variant values this module sends inside `a{sv}` dictionaries: the notification
/// hints mynd uses are a byte (urgency) and strings (category, desktop-entry).
enum BusVariant: Equatable {
    case byte(UInt8)
    case string(String)
}
