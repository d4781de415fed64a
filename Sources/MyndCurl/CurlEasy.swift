internal import CMyndCurl
import Foundation

/// Owns one libcurl easy handle for one transfer, and everything the handle points to.
///
/// libcurl copies string options but not header lists, recipient lists or POST bodies: those
/// are kept here and freed in `deinit`, after the handle. Response bytes, header lines and the
/// upload cursor live here too, because libcurl's callbacks reach them through a pointer to
/// this object. One instance serves one thread at a time (it is not `Sendable`).
///
/// Global init: there is no `curl_global_init` call and no global Swift state. `curl_easy_init`
/// runs libcurl's global init itself on first use, under libcurl's own lock when libcurl is built
/// thread-safe (`CURL_VERSION_THREADSAFE`, libcurl ≥ 7.84; Debian 12 ships 7.88.1 with it). A
/// test pins that flag, so a libcurl without it fails the tests instead of racing at run time.
final class CurlEasy {
    private let handle: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var lists: [UnsafeMutablePointer<curl_slist>] = []
    private var buffers: [UnsafeMutableRawBufferPointer] = []
    private var upload: [UInt8] = []
    private var uploadOffset = 0

    /// The body bytes received so far.
    private(set) var received = Data()
    /// The most body bytes taken; more ends the transfer (`overLimit`).
    var receiveLimit = Int.max
    /// The server sent (or announced) more than `receiveLimit`.
    private(set) var overLimit = false
    /// Takes the body's bytes as they arrive instead of `received` (a stream that does not
    /// end); returning false ends the transfer (`CURLE_WRITE_ERROR`).
    var onBody: ((UnsafeRawBufferPointer) -> Bool)?
    /// Every header line libcurl passed on, without its line break: for HTTP all responses'
    /// status and header lines (interim ones included), for SMTP the server's reply lines.
    private(set) var headerLines: [String] = []

    /// Nil when libcurl cannot make a handle (not installed, out of memory, or its global init
    /// failed); `whyNoHandle` says which.
    init?() {
        guard let handle = mynd_curl_easy_init() else { return nil }
        self.handle = handle
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        let context = Unmanaged.passUnretained(self).toOpaque()
        // setopt fails only for an unknown option or a NULL handle, neither possible here.
        _ = mynd_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
        _ = mynd_curl_setopt_write_function(handle, CURLOPT_WRITEFUNCTION, Self.receiveBody)
        _ = mynd_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context)
        _ = mynd_curl_setopt_write_function(handle, CURLOPT_HEADERFUNCTION, Self.receiveHeaderLine)
        _ = mynd_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context)
    }

    deinit {
        mynd_curl_easy_cleanup(handle)
        lists.forEach { mynd_curl_slist_free_all($0) }
        buffers.forEach { $0.deallocate() }
        errorBuffer.deallocate()
    }

    /// Why `init` returned nil, as the detail of a transport error.
    static var whyNoHandle: String {
        guard let error = mynd_curl_load_error() else { return "libcurl could not create a handle" }
        return "libcurl cannot be loaded (Debian: apt install libcurl4): " + String(cString: error)
    }

    /// Whether this libcurl's global init is safe from several threads (see the type's comment).
    static var globalInitIsThreadSafe: Bool {
        mynd_curl_global_init_is_thread_safe() != 0
    }

    // MARK: Options

    func set(_ option: CURLoption, _ value: Int) throws(CurlError) {
        try check(mynd_curl_setopt_long(handle, option, value))
    }

    /// libcurl copies the string (since 7.17), so Swift's temporary C string is enough.
    func set(_ option: CURLoption, _ value: String) throws(CurlError) {
        try check(mynd_curl_setopt_string(handle, option, value))
    }

    /// Unsets a string option (`CURLOPT_CUSTOMREQUEST` between two transfers on one handle).
    func clear(_ option: CURLoption) throws(CurlError) {
        try check(mynd_curl_setopt_pointer(handle, option, nil))
    }

    /// Forgets what the last transfer received, so the handle (and its connection) can serve
    /// the next one: IMAP's search, fetch and store are one login.
    func resetReceived() {
        received = Data()
        overLimit = false
        headerLines = []
        receiveLimit = Int.max
    }

    /// A list option (header lines, recipients). The list lives as long as the handle.
    func set(_ option: CURLoption, list: [String]) throws(CurlError) {
        var head: UnsafeMutablePointer<curl_slist>?
        for item in list {
            guard let appended = mynd_curl_slist_append(head, item) else {
                mynd_curl_slist_free_all(head)
                try check(CURLE_OUT_OF_MEMORY)
                return
            }
            head = appended
        }
        if let head { lists.append(head) }
        try check(mynd_curl_setopt_slist(handle, option, head))
    }

    /// A request body sent as is: binary-safe (explicit size, no NUL terminator needed) and
    /// kept alive here because libcurl does not copy `CURLOPT_POSTFIELDS`. Makes the request a
    /// POST unless `CURLOPT_CUSTOMREQUEST` says otherwise.
    func setBody(_ body: Data) throws(CurlError) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(body.count, 1), alignment: 1)
        buffers.append(buffer)
        body.copyBytes(to: buffer.bindMemory(to: UInt8.self), count: body.count)
        try check(mynd_curl_setopt_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
        try check(mynd_curl_setopt_pointer(handle, CURLOPT_POSTFIELDS, buffer.baseAddress))
    }

    /// Bytes handed to libcurl through the read callback, as an upload (SMTP's DATA).
    func setUpload(_ bytes: Data) throws(CurlError) {
        upload = [UInt8](bytes)
        uploadOffset = 0
        try set(CURLOPT_UPLOAD, 1)
        try check(mynd_curl_setopt_read_function(handle, CURLOPT_READFUNCTION, Self.sendUpload))
        try check(mynd_curl_setopt_pointer(handle, CURLOPT_READDATA, Unmanaged.passUnretained(self).toOpaque()))
        try check(mynd_curl_setopt_offset(handle, CURLOPT_INFILESIZE_LARGE, curl_off_t(upload.count)))
    }

    /// What every mynd transfer sets, HTTP or SMTP: timeouts, TLS verification on (explicitly,
    /// so no build default or environment can turn it off), and no signals, which libcurl would
    /// otherwise use for DNS timeouts and which are unsafe in a multi-threaded process.
    func configureConnection(connectTimeout: Double, totalTimeout: Double, caFile: String?) throws(CurlError) {
        try set(CURLOPT_NOSIGNAL, 1)
        try set(CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(connectTimeout))
        try set(CURLOPT_TIMEOUT_MS, Self.milliseconds(totalTimeout))
        try set(CURLOPT_SSL_VERIFYPEER, 1)
        try set(CURLOPT_SSL_VERIFYHOST, 2)
        if let caFile { try set(CURLOPT_CAINFO, caFile) }
    }

    /// libcurl reads a timeout of 0 as "none", so the shortest one asked for is 1 ms, and the
    /// longest fits a 32-bit `long` (24 days).
    static func milliseconds(_ seconds: Double) -> Int {
        let milliseconds = (seconds * 1000).rounded(.up)
        guard milliseconds >= 1 else { return 1 }  // also NaN
        return Int(min(milliseconds, Double(Int32.max)))
    }

    // MARK: Transfer

    /// Runs the transfer to its end, on the calling thread.
    /// Reads at most `bytes` of body: a larger announced size (Content-Length) stops the
    /// transfer before it starts, a larger body when it passes the limit.
    func limitBody(to bytes: Int) throws(CurlError) {
        receiveLimit = bytes
        try check(mynd_curl_setopt_offset(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(bytes)))
    }

    func perform() throws(CurlError) {
        errorBuffer[0] = 0
        try check(mynd_curl_easy_perform(handle))
    }

    /// A `long` the transfer left behind, such as `CURLINFO_RESPONSE_CODE`; 0 when unknown.
    func info(_ item: CURLINFO) -> Int {
        var value = 0
        return mynd_curl_getinfo_long(handle, item, &value) == CURLE_OK ? value : 0
    }

    /// Shuts the transfer's connection down, so that what libcurl still means to say on it
    /// fails at once instead of waiting for a peer that stopped answering: SMTP's QUIT, sent
    /// when the handle is cleaned up, waits for its reply up to the server response timeout
    /// (120 s by default), which the total timeout does not cut short.
    func dropConnection() {
        var socket: curl_socket_t = CURL_SOCKET_BAD
        guard mynd_curl_getinfo_socket(handle, CURLINFO_ACTIVESOCKET, &socket) == CURLE_OK, socket != CURL_SOCKET_BAD else {
            return
        }
        shutdown(socket, Int32(SHUT_RDWR))
    }

    /// Whether a connection was made (TCP, and TLS for https/smtps) before the transfer ended.
    var connected: Bool {
        var microseconds: curl_off_t = 0
        return mynd_curl_getinfo_offset(handle, CURLINFO_CONNECT_TIME_T, &microseconds) == CURLE_OK
            && microseconds > 0
    }

    /// The one place a CURLcode becomes a Swift error.
    private func check(_ code: CURLcode) throws(CurlError) {
        guard code != CURLE_OK else { return }
        let buffered = String(cString: errorBuffer)
        let message = buffered.isEmpty ? String(cString: mynd_curl_easy_strerror(code)) : buffered
        throw CurlError(code: code, message: message.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    // MARK: Callbacks (C function pointers: no captures, `context` is this object)

    private static let receiveBody: curl_write_callback = { data, size, count, context in
        let length = size * count
        guard let data, let context else { return length }
        let easy = Unmanaged<CurlEasy>.fromOpaque(context).takeUnretainedValue()
        if let onBody = easy.onBody {
            return onBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
        }
        guard easy.received.count + length <= easy.receiveLimit else {
            // Taking fewer bytes than offered makes libcurl stop with CURLE_WRITE_ERROR.
            easy.overLimit = true
            return 0
        }
        data.withMemoryRebound(to: UInt8.self, capacity: length) { easy.received.append($0, count: length) }
        return length
    }

    private static let receiveHeaderLine: curl_write_callback = { data, size, count, context in
        let length = size * count
        guard let data, let context else { return length }
        let easy = Unmanaged<CurlEasy>.fromOpaque(context).takeUnretainedValue()
        let line = UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
        easy.headerLines.append(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .newlines))
        return length
    }

    private static let sendUpload: curl_read_callback = { buffer, size, count, context in
        guard let buffer, let context else { return 0 }
        let easy = Unmanaged<CurlEasy>.fromOpaque(context).takeUnretainedValue()
        let length = min(size * count, easy.upload.count - easy.uploadOffset)
        guard length > 0 else { return 0 }
        easy.upload.withUnsafeBytes { bytes in
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress! + easy.uploadOffset, byteCount: length)
        }
        easy.uploadOffset += length
        return length
    }
}
