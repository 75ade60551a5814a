import Foundation

/// One slice of a course's examples, `K/N`. When the course's cost table is known the slices are
/// balanced by it (`balancedSlices`, BalancedPartition.swift); otherwise slice K holds the examples
/// whose name hashes to K (counted from 1) when SHA-256 of the name is taken modulo N, a slice that
/// depends on the name alone, so adding, removing or renaming one lesson moves no other. Checkpoints
/// belong to their example's slice; a variant is placed by its own name (its base is prepared
/// wherever it is needed, but compiled and run only in its own slice).
public struct Partition: Equatable, Sendable, CustomStringConvertible {
    /// 1...count.
    public let index: Int
    public let count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N`, as `--partition` takes it; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// The slice (1...count) an example of this name belongs to.
    public static func slice(of name: String, count: Int) -> Int {
        var hasher = SHA256()
        hasher.update(Array(name.utf8))
        let digest = hasher.finalize()
        // The first eight bytes, big-endian: uniform enough for any N a CI matrix has.
        let prefix = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(prefix % UInt64(count)) + 1
    }

    public func contains(_ exampleName: String) -> Bool {
        Self.slice(of: exampleName, count: count) == index
    }
}
