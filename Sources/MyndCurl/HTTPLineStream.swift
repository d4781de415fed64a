package import Foundation

extension HTTPTransport {
    /// A response that does not end — a server's events, one per line — read as it arrives:
    /// `line` gets each line (without its line break) and returns false to stop reading.
    /// Returns when the server ends the response, the reader stops, or (over the network)
    /// the server has sent nothing for `stallAfter` seconds. For a status other than 2xx no
    /// line is handed on: the returned response carries the body, for its error text.
    ///
    /// This default sends the request and hands on the lines of the whole response: what a
    /// scripted transport can do. `CurlTransport` reads the lines as they come.
    package func stream(_ request: HTTPRequest, stallAfter: Double, line: (Data) -> Bool) throws(TransportError) -> HTTPResponse {
        let response = try send(request)
        guard (200..<300).contains(response.status) else { return response }
        for each in response.body.split(separator: UInt8(ascii: "\n")) where !line(Data(each)) { break }
        return HTTPResponse(status: response.status, headers: response.headers)
    }
}

/// The lines of a body that arrives in pieces: a line is handed on once its break arrived.
struct LineSplitter {
    private var pending = Data()
    /// The longest line kept; a longer one ends the stream (`overLimit`).
    let maxLineBytes: Int
    private(set) var overLimit = false

    init(maxLineBytes: Int) {
        self.maxLineBytes = maxLineBytes
    }

    /// Adds `bytes`, handing each completed line to `line`; false when `line` asked to stop or
    /// a line grew past the limit.
    mutating func add(_ bytes: UnsafeRawBufferPointer, line: (Data) -> Bool) -> Bool {
        pending.append(contentsOf: bytes)
        while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
            var text = pending[pending.startIndex..<end]
            if text.last == UInt8(ascii: "\r") { text = text.dropLast() }
            let keepGoing = line(Data(text))
            pending = Data(pending[(end + 1)...])
            if !keepGoing { return false }
        }
        guard pending.count <= maxLineBytes else {
            overLimit = true
            return false
        }
        return true
    }
}
