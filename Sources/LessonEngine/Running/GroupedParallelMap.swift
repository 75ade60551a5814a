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
    let scheduled = pipelinedGroupedMap(
        groups: groups, builds: [Never](), jobs: min(jobs, total), build: { _ in ([], []) }, body)
    return scheduled.map(\.results)
}

/// `groupedParallelMap` over groups that appear as the work goes on: each build (a compile) makes
/// groups of items (the runs of the binary it linked) and sometimes further builds (examples to
/// compile again on their own). A thread takes a waiting build before any item, since builds are
/// what the later items wait for; otherwise it works through the groups made so far as
/// `groupedParallelMap` does, and it sleeps only while no item is ready and a build is under way.
/// So the runs of the first binary linked go on beside the compiles still running, where a core
/// would otherwise wait for the slowest compile to end.
///
/// Returns every group, `groups` first and then those the builds made in the order they were made,
/// each with its items' results in order.
func pipelinedGroupedMap<B, T, R>(
    groups initial: [[T]] = [], builds: [B], jobs: Int, build: (B) -> (groups: [[T]], builds: [B]),
    _ body: (T, _ leftOnJoining: Int) -> R
) -> [(items: [T], results: [R])] {
    let state = PipelineState<B, T, R>(groups: initial, builds: builds)
    withoutActuallyEscaping(build) { build in
        withoutActuallyEscaping(body) { body in
            // A thread sleeps only while another is inside a build, which ends: so the threads never
            // wait on each other for good, even where the pool runs fewer of them at once.
            DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { _ in state.work(build: build, body: body) }
        }
    }
    return state.groups.indices.map { (state.groups[$0], state.results[$0].map { $0! }) }
}

/// What the threads of one `pipelinedGroupedMap` share, under one lock.
private final class PipelineState<B, T, R>: @unchecked Sendable {
    var groups: [[T]]
    var results: [[R?]]
    /// The next item to hand out of each group, and how many threads work on it.
    var next: [Int]
    var workers: [Int]
    var waitingBuilds: [B]
    var buildsUnderWay = 0
    let condition = NSCondition()

    init(groups: [[T]], builds: [B]) {
        self.groups = groups
        results = groups.map { [R?](repeating: nil, count: $0.count) }
        next = [Int](repeating: 0, count: groups.count)
        workers = [Int](repeating: 0, count: groups.count)
        waitingBuilds = builds
    }

    /// The group a thread should join: one nobody works on (largest first), else the one with the most left.
    func groupToJoin() -> Int? {
        let open = groups.indices.filter { next[$0] < groups[$0].count }
        let idle = open.filter { workers[$0] == 0 }
        return (idle.isEmpty ? open : idle).max { groups[$0].count - next[$0] < groups[$1].count - next[$1] }
    }

    /// One thread's share: builds while any wait, else items, until nothing is left or coming.
    func work(build: (B) -> (groups: [[T]], builds: [B]), body: (T, Int) -> R) {
        var current: Int?
        var leftOnJoining = 0
        condition.lock()
        defer { condition.unlock() }
        while true {
            if !waitingBuilds.isEmpty {
                let waiting = waitingBuilds.removeFirst()
                if let left = current { workers[left] -= 1 }
                current = nil
                buildsUnderWay += 1
                condition.unlock()
                let made = build(waiting)
                condition.lock()
                buildsUnderWay -= 1
                for group in made.groups where !group.isEmpty {
                    groups.append(group)
                    results.append([R?](repeating: nil, count: group.count))
                    next.append(0)
                    workers.append(0)
                }
                waitingBuilds += made.builds
                condition.broadcast()
                continue
            }
            if current == nil || next[current!] >= groups[current!].count {
                if let left = current { workers[left] -= 1 }
                current = groupToJoin()
                if let joined = current {
                    workers[joined] += 1
                    leftOnJoining = groups[joined].count - next[joined]
                }
            }
            if let group = current {
                let index = next[group]
                next[group] += 1
                let item = groups[group][index]
                condition.unlock()
                let result = body(item, leftOnJoining)
                condition.lock()
                results[group][index] = result
                continue
            }
            if buildsUnderWay == 0 { return }
            condition.wait()
        }
    }
}
