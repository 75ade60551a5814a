import CCrypto

// SHA-256 and HMAC-SHA256 from OpenSSL's libcrypto. Cache keys must be stable across processes and
// machines, so Swift's randomly seeded `Hasher` will not do, and CryptoKit does not exist on Linux.

/// A streaming SHA-256 (FIPS 180-4). A value: copying a hasher and feeding the copies different
/// bytes gives two independent digests, as a struct should.
public struct SHA256: @unchecked Sendable {
    /// libcrypto's digest context, copied before a shared one is changed (copy on write), so the
    /// value semantics hold; reading a context from several threads at once is safe.
    private final class Context {
        let pointer: OpaquePointer

        init() {
            pointer = Context.allocate()
            EVP_DigestInit_ex(pointer, EVP_sha256(), nil)
        }

        init(copying other: Context) {
            pointer = Context.allocate()
            EVP_MD_CTX_copy_ex(pointer, other.pointer)
        }

        deinit { EVP_MD_CTX_free(pointer) }

        private static func allocate() -> OpaquePointer {
            guard let pointer = EVP_MD_CTX_new() else { fatalError("libcrypto could not allocate a digest context") }
            return pointer
        }
    }

    private var context = Context()

    public init() {}

    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if !isKnownUniquelyReferenced(&context) { context = Context(copying: context) }
        let pointer = context.pointer
        let fed: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            _ = EVP_DigestUpdate(pointer, buffer.baseAddress, buffer.count)
        }
        if fed == nil {
            let array = Array(bytes)
            array.withUnsafeBufferPointer { buffer in _ = EVP_DigestUpdate(pointer, buffer.baseAddress, buffer.count) }
        }
    }

    public mutating func update(_ string: String) { update(string.utf8) }

    /// Adds a string with its length in front, so that ("ab", "c") and ("a", "bc") hash differently.
    public mutating func updateField(_ string: String) {
        update("\(string.utf8.count):")
        update(string.utf8)
    }

    /// The digest of everything added so far; the hasher can go on taking bytes.
    public func finalize() -> [UInt8] {
        let finishing = Context(copying: context)
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        EVP_DigestFinal_ex(finishing.pointer, &digest, &length)
        return Array(digest.prefix(Int(length)))
    }

    public func hexDigest() -> String { SHA256.hexString(finalize()) }

    /// The hex SHA-256 of a string's UTF-8 bytes.
    public static func hex(_ string: String) -> String {
        var hasher = SHA256()
        hasher.update(string)
        return hasher.hexDigest()
    }

    /// The hex SHA-256 of these bytes (they are hashed, not just written out in hex).
    public static func hex(_ bytes: [UInt8]) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.hexDigest()
    }

    /// Bytes written out in lowercase hex, two digits each.
    public static func hexString(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}

/// HMAC-SHA256 (RFC 2104), the signature of every result-cache entry.
enum HMACSHA256 {
    static func authenticationCode(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var code = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        guard HMAC(EVP_sha256(), key, Int32(key.count), message, message.count, &code, &length) != nil else {
            fatalError("libcrypto could not compute an HMAC")
        }
        return Array(code.prefix(Int(length)))
    }

    /// Compares in time that depends only on the length, never on where the first difference is.
    static func equalInConstantTime(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && CRYPTO_memcmp(a, b, a.count) == 0
    }
}
