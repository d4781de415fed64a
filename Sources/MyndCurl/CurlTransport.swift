internal import CMyndCurl
import Foundation

/// `HTTPTransport` over libcurl: one blocking exchange per `send`, on the calling thread.
///
/// TLS peer and host verification are on (set explicitly, not left to defaults), only http and
/// https are allowed, redirects are not followed (a 3xx is a response), and libcurl never uses
/// signals, so timeouts are safe in a multi-threaded process.
package struct CurlTransport: HTTPTransport {
    /// A PEM bundle of CA certificates to trust instead of the system's, e.g. a test server's
    /// self-signed certificate. Nil: the system's.
    package var caFile: String?

    package init(caFile: String? = nil) {
        self.caFile = caFile
    }

    package func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
        let host = ErrorText.host(of: request.url)
        let easy = try prepared(request, host: host)
        do {
            try Self.setMethod(request.method, body: request.body, on: easy)
            try easy.limitBody(to: request.maxResponseBytes)
            try easy.perform()
        } catch {
            if easy.overLimit || error.code == Int(CURLE_FILESIZE_EXCEEDED.rawValue) {
                throw .responseTooLarge(host: host, limit: request.maxResponseBytes)
            }
            throw TransportError(error, host: host, request: request, connected: easy.connected)
        }
        return HTTPResponse(
            status: easy.info(CURLINFO_RESPONSE_CODE),
            headers: FinalResponseHeaders.parse(easy.headerLines),
            body: easy.received
        )
    }

    /// A handle for `request` with what every exchange sets: its time limits and TLS, its URL
    /// (http and https only, redirects not followed) and its header lines.
    func prepared(_ request: HTTPRequest, host: String) throws(TransportError) -> CurlEasy {
        let headerLines: [String]
        do {
            headerLines = try request.headers.map(Self.line)
        } catch {
            throw .failed(host: host, detail: "header \(error.name) contains a line break or NUL")
        }
        guard let easy = CurlEasy() else {
            throw .failed(host: host, detail: CurlEasy.whyNoHandle)
        }
        do {
            try easy.configureConnection(
                connectTimeout: request.connectTimeout, totalTimeout: request.totalTimeout, caFile: caFile)
            try easy.set(CURLOPT_URL, request.url)
            try easy.set(CURLOPT_PROTOCOLS_STR, "http,https")
            try easy.set(CURLOPT_FOLLOWLOCATION, 0)
            try easy.set(CURLOPT_HTTPHEADER, list: headerLines)
        } catch {
            throw TransportError(error, host: host, request: request, connected: false)
        }
        return easy
    }

    private static func setMethod(_ method: String, body: Data?, on easy: CurlEasy) throws(CurlError) {
        switch (method, body) {
        case ("GET", nil):
            try easy.set(CURLOPT_HTTPGET, 1)
        case ("HEAD", nil):
            try easy.set(CURLOPT_NOBODY, 1)
        case ("POST", nil):
            try easy.setBody(Data())
        case (_, let body?):
            try easy.setBody(body)
            if method != "POST" { try easy.set(CURLOPT_CUSTOMREQUEST, method) }
        case (_, nil):
            try easy.set(CURLOPT_CUSTOMREQUEST, method)
        }
    }

    /// A header as libcurl takes it. "Name;" is libcurl's spelling of an empty value ("Name:"
    /// would remove the header). A line break would let a value (say, a key read from a file with
    /// its newline) smuggle in another header, so it is refused.
    private static func line(_ header: HTTPHeader) throws(UnsafeHeader) -> String {
        let forbidden: Set<Character> = ["\r", "\n", "\r\n", "\0"]
        guard !header.name.contains(where: forbidden.contains), !header.value.contains(where: forbidden.contains) else {
            throw UnsafeHeader(name: header.name.filter { !forbidden.contains($0) })
        }
        return header.value.isEmpty ? "\(header.name);" : "\(header.name): \(header.value)"
    }

    private struct UnsafeHeader: Error {
        let name: String
    }
}
