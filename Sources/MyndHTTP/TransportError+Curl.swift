import Foundation

extension TransportError {
    /// Why libcurl got no response for `request`. The host comes from the URL alone, and curl's
    /// text is scrubbed of every header value and the URL's password.
    init(_ error: CurlError, host: String, request: HTTPRequest, connected: Bool) {
        let secrets = request.headers.map(\.value) + [Self.password(in: request.url)].compactMap { $0 }
        let detail = ErrorText.redacting(secrets, in: error.message)
        switch error.kind {
        case .timedOut:
            // Without a connection it was the connect timeout that ran out (if it is the shorter).
            self = .timedOut(
                host: host,
                seconds: connected
                    ? request.totalTimeout
                    : min(request.connectTimeout, request.totalTimeout))
        case .couldNotResolve:
            self = .couldNotResolve(host: host)
        case .couldNotConnect:
            self = .couldNotConnect(host: host, detail: detail)
        case .tls:
            self = .tls(host: host, detail: detail)
        case .other, .loginDenied:
            self = .failed(host: host, detail: detail)
        }
    }

    private static func password(in url: String) -> String? {
        URLComponents(string: url)?.password
    }
}
