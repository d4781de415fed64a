internal import CMyndCurl
package import Foundation

extension CurlTransport {
    /// Reads the response as it arrives (see `HTTPTransport.stream`). `request.totalTimeout`
    /// bounds the whole stream (`.infinity` for none); a server silent for `stallAfter`
    /// seconds — no event, no keepalive — is a dropped connection. `maxResponseBytes` bounds a
    /// line, and an error's body.
    package func stream(_ request: HTTPRequest, stallAfter: Double, line: (Data) -> Bool) throws(TransportError) -> HTTPResponse {
        let host = ErrorText.host(of: request.url)
        let easy = try prepared(request, host: host)
        var splitter = LineSplitter(maxLineBytes: request.maxResponseBytes)
        var errorBody = Data()
        var stopped = false
        let performed: Result<Void, CurlError>
        do throws(CurlError) {
            try easy.set(CURLOPT_HTTPGET, 1)
            // Below one byte a second for `stallAfter` seconds: libcurl gives up.
            try easy.set(CURLOPT_LOW_SPEED_LIMIT, 1)
            try easy.set(CURLOPT_LOW_SPEED_TIME, max(1, Int(stallAfter.rounded(.up))))
            performed = withoutActuallyEscaping(line) { line in
                easy.onBody = { bytes in
                    guard (200..<300).contains(easy.info(CURLINFO_RESPONSE_CODE)) else {
                        errorBody.append(contentsOf: bytes.prefix(max(0, request.maxResponseBytes - errorBody.count)))
                        return true
                    }
                    let going = splitter.add(bytes) { line($0) }
                    if !going && !splitter.overLimit { stopped = true }
                    return going
                }
                defer { easy.onBody = nil }
                return Result { () throws(CurlError) in try easy.perform() }
            }
        } catch {
            throw TransportError(error, host: host, request: request, connected: easy.connected)
        }
        if case .failure(let error) = performed {
            if stopped { return HTTPResponse(status: easy.info(CURLINFO_RESPONSE_CODE)) }
            if splitter.overLimit {
                throw .failed(host: host, detail: "a line of the stream is longer than \(request.maxResponseBytes) bytes: not read")
            }
            if error.code == Int(CURLE_OPERATION_TIMEDOUT.rawValue) && easy.connected {
                throw .failed(host: host, detail: "the stream fell silent for \(Int(stallAfter)) s (no event, no keepalive)")
            }
            throw TransportError(error, host: host, request: request, connected: easy.connected)
        }
        return HTTPResponse(
            status: easy.info(CURLINFO_RESPONSE_CODE), headers: FinalResponseHeaders.parse(easy.headerLines), body: errorBody)
    }
}
