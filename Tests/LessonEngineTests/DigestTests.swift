import XCTest

@testable import LessonEngine

final class SHA256Tests: XCTestCase {
    func testFIPS180Vectors() {
        XCTAssertEqual(SHA256.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hex("The quick brown fox jumps over the lazy dog"),
            "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592")
        XCTAssertEqual(
            SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testIncrementalEqualsOneShotAcrossBlockBoundaries() {
        let text = String(repeating: "lesson engine ", count: 20)
        for split in [0, 1, 55, 56, 63, 64, 65, 128, text.utf8.count] {
            var hasher = SHA256()
            hasher.update(Array(text.utf8.prefix(split)))
            hasher.update(text.utf8.dropFirst(split))
            XCTAssertEqual(hasher.hexDigest(), SHA256.hex(text), "split at \(split)")
        }
    }

    func testCopiesAreIndependentAndFinalizingDoesNotEndTheHasher() {
        var first = SHA256()
        first.update("ab")
        var second = first
        first.update("c")
        second.update("x")
        XCTAssertEqual(first.hexDigest(), SHA256.hex("abc"))
        XCTAssertEqual(second.hexDigest(), SHA256.hex("abx"))
        _ = first.finalize()
        first.update("dbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        XCTAssertEqual(first.hexDigest(), SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"))
    }

    func testFieldsAreUnambiguous() {
        var a = SHA256()
        var b = SHA256()
        a.updateField("ab")
        a.updateField("c")
        b.updateField("a")
        b.updateField("bc")
        XCTAssertNotEqual(a.hexDigest(), b.hexDigest())
    }

    /// The key format is pinned: a changed key would make every existing cache miss.
    func testCompileKeyIsUnchanged() {
        XCTAssertEqual(
            ResultCache.compileKey(source: "struct A {}", runtimeHash: "runtime", compilerVersion: "swift 6"),
            "c0fabfecac5910064745fea16a84070fbf0a1ca923cbd20d9f2be597d77e5e6d")
    }
}

/// RFC 4231's test cases for HMAC-SHA-256 (case 5, a truncated output, does not apply).
final class HMACSHA256Tests: XCTestCase {
    func hmac(_ key: [UInt8], _ message: [UInt8]) -> String {
        SHA256.hexString(HMACSHA256.authenticationCode(key: key, message: message))
    }

    func testRFC4231Vectors() {
        XCTAssertEqual(
            hmac([UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8)),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        XCTAssertEqual(
            hmac(Array("Jefe".utf8), Array("what do ya want for nothing?".utf8)),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        XCTAssertEqual(
            hmac([UInt8](repeating: 0xaa, count: 20), [UInt8](repeating: 0xdd, count: 50)),
            "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe")
        XCTAssertEqual(
            hmac(Array(1...25), [UInt8](repeating: 0xcd, count: 50)),
            "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b")
        // Keys longer than SHA-256's 64-byte block are hashed first.
        XCTAssertEqual(
            hmac([UInt8](repeating: 0xaa, count: 131), Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
        let long =
            "This is a test using a larger than block-size key and a larger than block-size data. "
            + "The key needs to be hashed before being used by the HMAC algorithm."
        XCTAssertEqual(
            hmac([UInt8](repeating: 0xaa, count: 131), Array(long.utf8)),
            "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2")
    }

    /// An entry's signature line is pinned: a changed format would make every existing cache miss.
    func testEntrySignatureIsUnchanged() {
        XCTAssertEqual(
            ResultCache.signature(key: Array(0..<32), name: "abc.run", content: Array("ok\n".utf8)),
            "f92314fa8806546b8071aeba117b11d92ce5090e09a070679b7921a80c8dc83e")
    }

    func testConstantTimeComparison() {
        XCTAssertTrue(HMACSHA256.equalInConstantTime([1, 2, 3], [1, 2, 3]))
        XCTAssertFalse(HMACSHA256.equalInConstantTime([1, 2, 3], [1, 2, 4]))
        XCTAssertFalse(HMACSHA256.equalInConstantTime([1, 2, 3], [1, 2]))
        XCTAssertTrue(HMACSHA256.equalInConstantTime([], []))
    }
}
