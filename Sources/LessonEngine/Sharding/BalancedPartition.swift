import Foundation

/// Slices balanced by what each example costs to verify, for `--partition K/N` when the course's
/// cost table is known.
///
/// Consistent hashing with bounded loads: every example ranks the N slices by a hash of its name
/// and the slice (rendezvous hashing), and, taken from the most costly down, goes to the first
/// slice in its ranking that stays within `(1 + slack)` × the mean load. An example whose favourite
/// has room stays there whatever else the course holds, so adding a lesson moves only the few
/// examples whose favourite it fills; and no slice exceeds the bound while every example costs
/// less than `slack` × the mean (one that cannot fit anywhere goes to the least loaded slice).
/// A partition balances only when the table knows at least half of the course's examples; else
/// it describes another course sharing the cache, and slices follow names.
extension Partition {
    /// The default headroom over the mean: the largest slice is at most 5% above it.
    public static let balanceSlack = 0.05

    /// The slice (1...count) of each name. Names the table does not know (new lessons) are counted
    /// at the median known cost.
    public static func balancedSlices(
        of names: [String], costs: [String: Double], count: Int, slack: Double = balanceSlack
    ) -> [String: Int] {
        let unique = Array(Set(names))
        let known: [Double] = unique.compactMap { costs[$0] }.filter { $0 > 0 }.sorted()
        let fallback: Double = known.isEmpty ? 1 : known[known.count / 2]
        var weighted: [WeightedName] = unique.map { name in
            let cost: Double = costs[name] ?? 0
            return WeightedName(name: name, cost: cost > 0 ? cost : fallback)
        }
        weighted.sort(by: WeightedName.dearerFirst)
        let total: Double = weighted.reduce(0) { $0 + $1.cost }
        let capacity: Double = total / Double(count) * (1 + slack)
        var loads = [Double](repeating: 0, count: count)
        var slices: [String: Int] = [:]
        for item in weighted {
            let ranking = preferredSlices(of: item.name, count: count)
            let roomy: Int? = ranking.first { loads[$0 - 1] + item.cost <= capacity }
            let chosen: Int = roomy ?? leastLoaded(loads)
            loads[chosen - 1] += item.cost
            slices[item.name] = chosen
        }
        return slices
    }

    private struct WeightedName {
        var name: String
        var cost: Double

        /// The most costly first; equal costs by name, so the order never depends on the input's.
        static func dearerFirst(_ a: WeightedName, _ b: WeightedName) -> Bool {
            a.cost != b.cost ? a.cost > b.cost : a.name < b.name
        }
    }

    /// The slices (1...count) in the order `name` prefers them.
    static func preferredSlices(of name: String, count: Int) -> [Int] {
        let ranks: [(slice: Int, rank: UInt64)] = (1...count).map { ($0, rank(of: name, in: $0)) }
        return ranks.sorted { $0.rank != $1.rank ? $0.rank > $1.rank : $0.slice < $1.slice }.map(\.slice)
    }

    /// The slice (1-based) with the least load; the first of equals.
    private static func leastLoaded(_ loads: [Double]) -> Int {
        var best = 0
        for index in loads.indices where loads[index] < loads[best] { best = index }
        return best + 1
    }

    /// How much `name` prefers `slice`: the first eight bytes of SHA-256 of both, big-endian.
    static func rank(of name: String, in slice: Int) -> UInt64 {
        var hasher = SHA256()
        hasher.update(Array(name.utf8) + [0] + Array(String(slice).utf8))
        return hasher.finalize().prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }
}
