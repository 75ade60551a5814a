import Foundation

/// The course's verification costs by example name (seconds), as the last whole build found them
/// in its examples' compile records. `--partition` balances its slices by it.
///
/// Only a whole build writes it — never a partition — so every partition of one sharded run reads
/// the same table (the one the previous publish job left), however their jobs interleave, and they
/// agree on every example's slice. The table lives in the local cache as `KEY.costs` and, with a
/// shared cache, under the same name there.
public struct CostTable: Equatable, Sendable {
    public var seconds: [String: Double]

    public init(seconds: [String: Double]) { self.seconds = seconds }

    /// The one table's entry name (a fixed key: there is one table per cache).
    static let entryName = SHA256.hex(Array("coursegen course costs 1".utf8)) + ".costs"

    var encoded: Data {
        Data(seconds.sorted { $0.key < $1.key }.map { "\(VerificationCost.format($0.value)) \($0.key)\n" }.joined().utf8)
    }

    /// nil for content that is not a table.
    init?(decoding content: Data) {
        var seconds: [String: Double] = [:]
        for line in String(decoding: content, as: UTF8.self).split(separator: "\n") {
            guard let space = line.firstIndex(of: " "), let value = Double(line[..<space]), value.isFinite, value >= 0 else { return nil }
            seconds[String(line[line.index(after: space)...])] = value
        }
        self.seconds = seconds
    }
}

extension ResultCache {
    func loadCostTable() -> CostTable? {
        content(ofEntry: CostTable.entryName).flatMap(CostTable.init(decoding:))
    }

    /// Writes the table when it differs from the one kept (a warm build rewrites nothing).
    /// Returns whether it wrote.
    @discardableResult
    func storeCostTable(_ table: CostTable) -> Bool {
        let encoded = table.encoded
        let kept = content(ofEntry: CostTable.entryName)
        guard kept != encoded, kept.flatMap(CostTable.init(decoding:))?.encoded != encoded else { return false }
        storeEntry(CostTable.entryName, content: encoded)
        return true
    }
}
