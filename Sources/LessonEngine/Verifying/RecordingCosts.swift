import Foundation

extension LessonEngine {
    /// The cost table a balanced `--partition` splits by: the shared cache's when there is one
    /// (every partition of a sharded run reads the same, since only whole builds write it), else
    /// the local cache's. nil when not partitioning, balancing is off, or no table is known yet.
    func partitionCosts(cache: ResultCache, remote: RemoteCache?) -> CostTable? {
        guard configuration.partition != nil, configuration.balancePartitions else { return nil }
        if let remote, let content = remote.fetch(CostTable.entryName), let table = CostTable(decoding: content) {
            return table
        }
        return cache.loadCostTable()
    }

    /// Remembers each fresh compile with what verifying its example cost: its share of the compile
    /// and the seconds of its runs here.
    func recordCompiles(_ binaries: [Int: String], plan: RunPlan, cache: ResultCache, verification: Verification) {
        for index in binaries.keys.sorted() {
            cache.markCompiled(plan.compileKeys[index], cost: verification.costs[index])
        }
    }

    /// A whole build keeps the course's costs as one table, locally and in the shared cache, for
    /// the partitions of the next sharded run. Examples whose cost was never recorded are left out
    /// (a partition counts them at the median). Nothing is written where the table is unchanged, so a
    /// warm build writes nothing and a reader without a token is not refused a needless write.
    func storeCostTable(cache: ResultCache, remote: RemoteCache?, verification: Verification) {
        guard configuration.partition == nil, configuration.useCache, !verification.costs.isEmpty else { return }
        var seconds: [String: Double] = [:]
        // As the compile records keep them, so a table gathered from records equals one measured here.
        for (index, cost) in verification.costs { seconds[verification.prepared[index].name] = cost.asRecorded.seconds }
        let table = CostTable(seconds: seconds)
        guard cache.storeCostTable(table), let remote else { return }
        if remote.fetch(CostTable.entryName) != table.encoded { _ = remote.put(CostTable.entryName, content: table.encoded) }
    }
}
