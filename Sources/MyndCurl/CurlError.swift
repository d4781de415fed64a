internal import CMyndCurl

/// A libcurl call that did not return CURLE_OK: which family of failure it was, curl's code and
/// its message. Internal: `CurlTransport`, `SMTPSender` and `IMAPMailbox` turn it into `TransportError`, so
/// no C type reaches callers.
struct CurlError: Error {
    /// The families callers tell apart; every other code is `.other`.
    enum Kind: Equatable {
        case timedOut
        case couldNotResolve
        case couldNotConnect
        /// Handshake, certificate, verification, or a server that would not do the TLS asked for.
        case tls
        /// The server refused the user name or password.
        case loginDenied
        case other
    }

    let kind: Kind
    /// The CURLcode's number, kept for reports and tests.
    let code: Int
    /// curl's error-buffer text, or its generic text for the code when the buffer is empty.
    /// Callers redact secrets from it before it leaves the module.
    let message: String

    init(code: CURLcode, message: String) {
        self.init(kind: Self.kind(of: code), code: Int(code.rawValue), message: message)
    }

    init(kind: Kind, code: Int, message: String) {
        self.kind = kind
        self.code = code
        self.message = message
    }

    private static func kind(of code: CURLcode) -> Kind {
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            .timedOut
        case CURLE_COULDNT_RESOLVE_HOST:
            .couldNotResolve
        case CURLE_COULDNT_CONNECT:
            .couldNotConnect
        case CURLE_LOGIN_DENIED:
            .loginDenied
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED,
            CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR,
            CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CLIENTCERT,
            // "Requested SSL level failed": STARTTLS was required and the server does not offer it.
            CURLE_USE_SSL_FAILED:
            .tls
        default:
            .other
        }
    }
}
