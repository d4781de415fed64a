public import Foundation

/// One header line. Names keep the case they were given; lookups ignore case.
public struct HTTPHeader: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// An HTTP request as a value: what to send, and how long to wait for it.
public struct HTTPRequest: Sendable {
    public var method: String
    public var url: String
    public var headers: [HTTPHeader]
    public var body: Data?
    /// Seconds allowed to establish the connection (TCP and TLS).
    public var connectTimeout: Double
    /// Seconds allowed for the whole exchange, connection included.
    public var totalTimeout: Double
    /// The most body bytes read: a larger response (an endless one, a wrong server) ends the
    /// exchange as a failure instead of growing the process.
    public var maxResponseBytes: Int

    /// Enough for any Messages API answer mynd asks for, by a factor of hundreds.
    public static let defaultMaxResponseBytes = 4 << 20

    public init(
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
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [HTTPHeader]
    public var body: Data

    public init(status: Int, headers: [HTTPHeader] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The last value of a header, its name compared without case.
    public func header(_ name: String) -> String? {
        headers.last { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// Sends an HTTP request and waits for the whole response. libcurl in mynd; a scripted
/// value in unit tests of its callers.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse
}
