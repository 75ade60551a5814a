#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension UnsafeBufferPointer where Element == UInt8 {
    /// The first index in `start..<end` (`end`: the buffer's end when nil) that holds `byte`, found
    /// with memchr: the scans that run over every page of a course (line breaks, tags, attributes)
    /// are several times slower byte by byte. Nil when there is none.
    public func firstIndex(of byte: UInt8, from start: Int, before end: Int? = nil) -> Int? {
        let end = Swift.min(end ?? count, count)
        guard let base = baseAddress, start < end, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}
