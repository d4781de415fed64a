/// How the digest greets: by the local hour it is read at, and the day it is for.
public enum Greeting {
    /// "Good morning" before noon, "Good afternoon" before six, else "Good evening".
    public static func words(hour: Int) -> String {
        switch hour {
        case 4..<12: "Good morning"
        case 12..<18: "Good afternoon"
        default: "Good evening"
        }
    }

    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    /// The title's parts for the wall time `wall`: greeting, weekday, day and month, so no
    /// two mornings' titles are the same.
    public static func titleValues(_ wall: LocalTime.Wall) -> [String: String] {
        [
            "greeting": words(hour: wall.hour), "weekday": weekdays[wall.weekday], "day": String(wall.day),
            "month": months[wall.month - 1],
        ]
    }
}
