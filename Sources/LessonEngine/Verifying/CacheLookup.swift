import Foundation
import LessonProtocol

extension LessonEngine {
    /// What the caches already know, one entry per planned run (nil: it has to run). The shared
    /// cache first fills the local one with what this machine has not seen; then every answer is
    /// read, signature checked, from the local cache.
    func lookUpCaches(
        _ plan: RunPlan, in cache: ResultCache, remote: RemoteCache?,
        verification: inout Verification
    ) -> [RunResult?] {
        guard configuration.useCache else { return plan.runs.map { _ in nil } }
        if let remote {
            let compileKeys = verification.inSlice.sorted().map { plan.compileKeys[$0] }
            verification.statistics.remoteHits = remote.fetchMissing(
                runKeys: plan.runs.map(\.key), compileKeys: compileKeys,
                into: cache, jobs: max(4, configuration.jobs))
        }
        // Decoding the answers is most of the lookup: on every core.
        let lock = NSLock()
        var results: [RunResult?] = Array(repeating: nil, count: plan.runs.count)
        DispatchQueue.concurrentPerform(iterations: plan.runs.count) { index in
            let result = cache.loadRun(plan.runs[index].key).map { RunResult.response($0) }
            lock.lock()
            results[index] = result
            lock.unlock()
        }
        verification.statistics.cacheHits = results.filter { $0 != nil }.count
        return results
    }

    /// The examples to compile: those with a run the caches could not answer, and those whose
    /// successful compile is not on record. The others count as compiled.
    func examplesToCompile(
        _ plan: RunPlan, results: [RunResult?], cache: ResultCache,
        verification: inout Verification
    ) -> Set<Int> {
        var needed = Set(plan.runs.indices.filter { results[$0] == nil }.map { plan.runs[$0].exampleIndex })
        guard configuration.useCache else { return needed.union(verification.inSlice) }
        let inSlice = verification.inSlice.sorted()
        let records = parallelMap(inSlice, jobs: max(1, configuration.jobs)) { cache.compileRecord(plan.compileKeys[$0]) }
        for (index, record) in zip(inSlice, records) {
            if !record.compiled { needed.insert(index) }
            if let cost = record.cost { verification.costs[index] = cost }
        }
        for index in verification.inSlice where !needed.contains(index) { verification.compiled[index] = true }
        return needed
    }

    /// Keeps what ran here: every response in the local cache, and — with a shared cache — the
    /// responses and the compiles they came from there too.
    func store(
        _ fresh: [Int: RunResult], plan: RunPlan, compiled: Set<Int>, in cache: ResultCache, remote: RemoteCache?,
        verification: inout Verification
    ) {
        // Encoded, signed and written on every core: a cold build stores every run at once.
        let responses = fresh.sorted(by: { $0.key < $1.key }).compactMap { index, result -> (String, LessonResponse)? in
            guard case .response(let response) = result else { return nil }
            return (plan.runs[index].key, response)
        }
        DispatchQueue.concurrentPerform(iterations: responses.count) { cache.storeRun(responses[$0].0, responses[$0].1) }
        let stored = responses.map { ResultCache.runEntryName($0.0) }
        guard let remote else { return }
        let compiledNames = compiled.map { ResultCache.compileEntryName(plan.compileKeys[$0]) }
        verification.statistics.remoteStores = remote.store(
            entries: stored + compiledNames, from: cache,
            jobs: max(4, configuration.jobs))
    }
}
