import Foundation

extension TransportError {
    /// Why libcurl got no response for `request`. The host comes from the URL alone, and curl's
    /// text is scrubbed of every header value and the URL's password.
    init(_ error: CurlError, host: String, request: HTTPRequest, connected: Bool) {
        let secrets = request.headers.map(\.value) + [Self.password(in: request.url)].compactMap { $0 }
        // Without a connection it was the connect timeout that ran out (if it is the shorter).
        let seconds = connected ? request.totalTimeout : min(request.connectTimeout, request.totalTimeout)
        self.init(error, host: host, secrets: secrets, seconds: seconds)
    }

    private static func password(in url: String) -> String? {
        URLComponents(string: url)?.password
    }
}
