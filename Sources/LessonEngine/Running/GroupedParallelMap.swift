import Foundation

/// Runs `body` over the items of `groups` on `jobs` threads (`parallelMap` is one group), keeping each
/// thread on one group for as long as that group has items left: the runs of one lesson binary are
/// a group, and a thread that moves to another binary has a worker prestarted for that binary, which
/// costs as much as a dozen runs. Each thread starts on a group of its own while there are groups
/// nobody works on (the largest first); a thread whose group is done joins the group with the most
/// items left. `body` is told how many items its group had left when the thread joined it (counting
/// the one it is given), so that it can tell a long stay from a short visit. The results come back
/// in the order of `groups` and their items.
func groupedParallelMap<T, R>(_ groups: [[T]], jobs: Int, _ body: (T, _ leftOnJoining: Int) -> R) -> [[R]] {
    let total = groups.reduce(0) { $0 + $1.count }
    guard total > 1, jobs > 1 else {
        // One thread takes up each group whole.
        return groups.map { group in group.map { body($0, group.count) } }
    }
    var results = groups.map { [R?](repeating: nil, count: $0.count) }
    var next = [Int](repeating: 0, count: groups.count)
    var workers = [Int](repeating: 0, count: groups.count)
    let lock = NSLock()
    /// The group a thread should join: one nobody works on (largest first), else the one with the most left.
    func groupToJoin() -> Int? {
        let open = groups.indices.filter { next[$0] < groups[$0].count }
        let idle = open.filter { workers[$0] == 0 }
        return (idle.isEmpty ? open : idle).max { groups[$0].count - next[$0] < groups[$1].count - next[$1] }
    }
    withoutActuallyEscaping(body) { body in
        DispatchQueue.concurrentPerform(iterations: min(jobs, total)) { _ in
            var current: Int?
            var leftOnJoining = 0
            while true {
                lock.lock()
                if current == nil || next[current!] >= groups[current!].count {
                    if let left = current { workers[left] -= 1 }
                    current = groupToJoin()
                    if let joined = current {
                        workers[joined] += 1
                        leftOnJoining = groups[joined].count - next[joined]
                    }
                }
                guard let group = current else {
                    lock.unlock()
                    return
                }
                let index = next[group]
                next[group] += 1
                lock.unlock()
                let result = body(groups[group][index], leftOnJoining)
                lock.lock()
                results[group][index] = result
                lock.unlock()
            }
        }
    }
    return results.map { $0.map { $0! } }
}
