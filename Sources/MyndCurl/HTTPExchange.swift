package import Foundation

/// One header line. Names keep the case they were given; lookups ignore case.
package struct HTTPHeader: Hashable, Sendable {
    package var name: String
    package var value: String

    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// An HTTP request as a value: what to send, and how long to wait for it.
package struct HTTPRequest: Sendable {
    package var method: String
    package var url: String
    package var headers: [HTTPHeader]
    package var body: Data?
    /// Seconds allowed to establish the connection (TCP and TLS).
    package var connectTimeout: Double
    /// Seconds allowed for the whole exchange, connection included.
    package var totalTimeout: Double
    /// The most body bytes read: a larger response (an endless one, a wrong server) ends the
    /// exchange as a failure instead of growing the process.
    package var maxResponseBytes: Int

    /// Enough for any Messages API answer mynd asks for, by a factor of hundreds.
    package static let defaultMaxResponseBytes = 4 << 20

    package init(
        method: String, url: String, headers: [HTTPHeader] = [], body: Data? = nil,
        connectTimeout: Double = 10, totalTimeout: Double = 30, maxResponseBytes: Int = defaultMaxResponseBytes
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maxResponseBytes = maxResponseBytes
    }
}

/// What the server answered: any status, with its headers and body.
package struct HTTPResponse: Sendable {
    package var status: Int
    package var headers: [HTTPHeader]
    package var body: Data

    package init(status: Int, headers: [HTTPHeader] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The last value of a header, its name compared without case.
    package func header(_ name: String) -> String? {
        headers.last { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// Sends an HTTP request and waits for the whole response. libcurl in mynd; a scripted
/// value in unit tests of its callers.
package protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse
    /// Reads a response that does not end, line by line (`HTTPLineStream`).
    func stream(_ request: HTTPRequest, stallAfter: Double, line: (Data) -> Bool) throws(TransportError) -> HTTPResponse
}
