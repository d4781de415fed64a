@testable import MyndCore
import MyndTestSupport
import Testing

/// FIPS 180-4 examples and RFC 4231's HMAC-SHA-256 test cases.
@Suite(.timed) struct SHA256Tests {
    @Test func hash_knownVectors() {
        #expect(SHA256.hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(SHA256.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let twoBlocks = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hex(SHA256.hash(twoBlocks)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func hmac_rfc4231() {
        let case1 = SHA256.hmac(key: [UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8))
        #expect(SHA256.hex(case1) == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        let case2 = SHA256.hmac(key: Array("Jefe".utf8), Array("what do ya want for nothing?".utf8))
        #expect(SHA256.hex(case2) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        // A key longer than a block is hashed first (case 6).
        let case6 = SHA256.hmac(
            key: [UInt8](repeating: 0xaa, count: 131), Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8))
        #expect(SHA256.hex(case6) == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }
}
