public import Foundation

/// A self-signed certificate for localhost and 127.0.0.1, made at test time with openssl, so
/// TLS peers (HTTPS, STARTTLS, smtps) have something to present and clients something to trust.
public enum TestCertificate {
    public static let openssl = ["/usr/bin/openssl", "/bin/openssl"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Writes `cert.pem` and `key.pem` into `folder` and returns their paths.
    public static func make(in folder: URL) throws -> (certificate: String, key: String) {
        guard let openssl else { throw ServerError(message: "no openssl: install Debian's openssl") }
        let certificate = folder.appendingPathComponent("cert.pem").path
        let key = folder.appendingPathComponent("key.pem").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: openssl)
        process.arguments = [
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", key, "-out", certificate, "-days", "1", "-subj", "/CN=localhost",
            "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ServerError(message: "openssl req exited with \(process.terminationStatus)") }
        return (certificate, key)
    }
}
