/// What mynd last knew of one calendar source: when it was read, whether that went well (a
/// source that fails keeps its last good window), and what a feed said to ask again cheaply.
package struct CalendarSourceState: Equatable, Sendable {
    /// The source as it may be shown: a folder's path, a URL without its secret parts.
    package var name: String
    package var checkedAt: Timestamp
    /// The last read that gave a window; nil: none yet.
    package var goodAt: Timestamp?
    /// The last read's problem, one line; nil when it went well.
    package var error: String?
    /// What the reading said about the text (a zone nobody knows, read as local).
    package var notes: [String]
    package var etag: String?
    package var lastModified: String?
    /// Instances in its window.
    package var events: Int

    package init(
        name: String, checkedAt: Timestamp, goodAt: Timestamp? = nil, error: String? = nil, notes: [String] = [], etag: String? = nil,
        lastModified: String? = nil, events: Int = 0
    ) {
        self.name = name
        self.checkedAt = checkedAt
        self.goodAt = goodAt
        self.error = error
        self.notes = notes
        self.etag = etag
        self.lastModified = lastModified
        self.events = events
    }
}
