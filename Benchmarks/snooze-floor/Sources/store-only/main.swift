import StoreWork

// store-only DATABASE ID: the store's part of a snooze and nothing else.
let arguments = CommandLine.arguments
print("snoozed \(try snooze(database: arguments[1], goal: arguments[2]) ?? "?")")
