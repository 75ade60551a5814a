import LessonEngine

/// Feeds an `Encodable` value to a SHA-256 as it encodes, without building JSON first (encoding
/// every observed screen as JSON was most of the time a page's key took). Every key, value and
/// container is fed with its depth, so two different trees never feed the same bytes; a
/// `[String: String]` (a screen's style) is fed in key order, as its own order changes from run to
/// run. Another dictionary would be fed in its own order: a key that differs between runs, never a
/// wrong hit.
struct DigestEncoder {
    static func add(_ value: some Encodable, to hasher: inout SHA256) {
        let sink = DigestSink(hasher)
        do {
            try sink.feed(value, depth: 0)
        } catch {
            sink.feed("unencodable", depth: 0)
        }
        hasher = sink.hasher
    }
}

private final class DigestSink {
    var hasher: SHA256

    init(_ hasher: SHA256) { self.hasher = hasher }

    func feed(_ text: String, depth: Int) {
        hasher.updateField("\(depth) \(text)")
    }

    func feed(_ value: some Encodable, depth: Int) throws {
        if let texts = value as? [String: String] {
            feed("{", depth: depth)
            for (key, text) in texts.sorted(by: { $0.key < $1.key }) {
                feed("k " + key, depth: depth + 1)
                feed("s " + text, depth: depth + 1)
            }
            return
        }
        try value.encode(to: DigestEncoding(sink: self, depth: depth))
    }
}

private struct DigestEncoding: Encoder {
    let sink: DigestSink
    let depth: Int
    var codingPath: [CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(sink: DigestSink, depth: Int) {
        self.sink = sink
        self.depth = depth
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.feed("{", depth: depth)
        return KeyedEncodingContainer(KeyedDigest<Key>(sink: sink, depth: depth + 1))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        sink.feed("[", depth: depth)
        return UnkeyedDigest(sink: sink, depth: depth + 1)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { SingleDigest(sink: sink, depth: depth) }
}

private struct KeyedDigest<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: DigestSink
    let depth: Int
    var codingPath: [CodingKey] = []

    private func key(_ key: Key) { sink.feed("k " + key.stringValue, depth: depth) }

    mutating func encodeNil(forKey key: Key) throws {
        self.key(key)
        sink.feed("nil", depth: depth)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { primitive("b \(value)", key) }
    mutating func encode(_ value: String, forKey key: Key) throws { primitive("s " + value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { primitive("d \(value)", key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { primitive("d \(value)", key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { primitive("i \(value)", key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { primitive("i \(value)", key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { primitive("i \(value)", key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { primitive("i \(value)", key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { primitive("i \(value)", key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { primitive("i \(value)", key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { primitive("i \(value)", key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { primitive("i \(value)", key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { primitive("i \(value)", key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { primitive("i \(value)", key) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        self.key(key)
        try sink.feed(value, depth: depth)
    }

    private func primitive(_ text: String, _ key: Key) {
        self.key(key)
        sink.feed(text, depth: depth)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        self.key(key)
        return DigestEncoding(sink: sink, depth: depth).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        self.key(key)
        return DigestEncoding(sink: sink, depth: depth).unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder {
        sink.feed("super", depth: depth)
        return DigestEncoding(sink: sink, depth: depth)
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        self.key(key)
        return DigestEncoding(sink: sink, depth: depth)
    }
}

private struct UnkeyedDigest: UnkeyedEncodingContainer {
    let sink: DigestSink
    let depth: Int
    var codingPath: [CodingKey] = []
    private(set) var count = 0

    init(sink: DigestSink, depth: Int) {
        self.sink = sink
        self.depth = depth
    }

    mutating func encodeNil() throws { primitive("nil") }
    mutating func encode(_ value: Bool) throws { primitive("b \(value)") }
    mutating func encode(_ value: String) throws { primitive("s " + value) }
    mutating func encode(_ value: Double) throws { primitive("d \(value)") }
    mutating func encode(_ value: Float) throws { primitive("d \(value)") }
    mutating func encode(_ value: Int) throws { primitive("i \(value)") }
    mutating func encode(_ value: Int8) throws { primitive("i \(value)") }
    mutating func encode(_ value: Int16) throws { primitive("i \(value)") }
    mutating func encode(_ value: Int32) throws { primitive("i \(value)") }
    mutating func encode(_ value: Int64) throws { primitive("i \(value)") }
    mutating func encode(_ value: UInt) throws { primitive("i \(value)") }
    mutating func encode(_ value: UInt8) throws { primitive("i \(value)") }
    mutating func encode(_ value: UInt16) throws { primitive("i \(value)") }
    mutating func encode(_ value: UInt32) throws { primitive("i \(value)") }
    mutating func encode(_ value: UInt64) throws { primitive("i \(value)") }

    mutating func encode(_ value: some Encodable) throws {
        count += 1
        try sink.feed(value, depth: depth)
    }

    private mutating func primitive(_ text: String) {
        count += 1
        sink.feed(text, depth: depth)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        return DigestEncoding(sink: sink, depth: depth).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        count += 1
        return DigestEncoding(sink: sink, depth: depth).unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder {
        count += 1
        return DigestEncoding(sink: sink, depth: depth)
    }
}

private struct SingleDigest: SingleValueEncodingContainer {
    let sink: DigestSink
    let depth: Int
    var codingPath: [CodingKey] = []

    mutating func encodeNil() throws { sink.feed("nil", depth: depth) }
    mutating func encode(_ value: Bool) throws { sink.feed("b \(value)", depth: depth) }
    mutating func encode(_ value: String) throws { sink.feed("s " + value, depth: depth) }
    mutating func encode(_ value: Double) throws { sink.feed("d \(value)", depth: depth) }
    mutating func encode(_ value: Float) throws { sink.feed("d \(value)", depth: depth) }
    mutating func encode(_ value: Int) throws { sink.feed("i \(value)", depth: depth) }
    mutating func encode(_ value: Int8) throws { sink.feed("i \(value)", depth: depth) }
    mutating func encode(_ value: Int16) throws { sink.feed("i \(value)", depth: depth) }
    mutating func encode(_ value: Int32) throws { sink.feed("i \(value)", depth: depth) }
    mutating func encode(_ value: Int64) throws { sink.feed("i \(value)", depth: depth) }
    mutating func encode(_ value: UInt) throws { sink.feed("i \(value)", depth: depth) }
    mutating func encode(_ value: UInt8) throws { sink.feed("i \(value)", depth: depth) }
    mutating func encode(_ value: UInt16) throws { sink.feed("i \(value)", depth: depth) }
    mutating func encode(_ value: UInt32) throws { sink.feed("i \(value)", depth: depth) }
    mutating func encode(_ value: UInt64) throws { sink.feed("i \(value)", depth: depth) }
    mutating func encode(_ value: some Encodable) throws { try sink.feed(value, depth: depth) }
}
