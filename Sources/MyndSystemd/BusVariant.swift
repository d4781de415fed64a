/// The variant values this module sends inside `a{sv}` dictionaries: the notification
/// hints mynd uses are a byte (urgency), strings (category, desktop-entry) and a boolean
/// (resident).
enum BusVariant: Equatable {
    case byte(UInt8)
    case string(String)
    case boolean(Bool)
}
