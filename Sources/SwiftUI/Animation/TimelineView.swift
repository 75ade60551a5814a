import Combine
import Foundation

/// When a `TimelineView` updates: the dates of its schedule, from a start date on.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether the device asks for fewer updates (always `.normal` on the runtime's phone).
public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// Dates one after another, `step` apart, from `start` on.
public struct _TimelineEntries: Sequence, IteratorProtocol {
    var upcoming: Date?
    let step: (Date) -> Date?
    public mutating func next() -> Date? {
        defer { upcoming = upcoming.flatMap(step) }
        return upcoming
    }
}

public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> _TimelineEntries {
        let interval = max(self.interval, 0.001)
        return _TimelineEntries(upcoming: start) { $0.addingTimeInterval(interval) }
    }
}

/// The start of every minute, beginning with the start date itself.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> _TimelineEntries {
        _TimelineEntries(upcoming: startDate) { date in
            let seconds = date.timeIntervalSinceReferenceDate
            return Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60 + 60)
        }
    }
}

/// As often as the screen redraws (60 times a second), or every `minimumInterval`; nothing while paused.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> _TimelineEntries {
        let interval = max(minimumInterval ?? 1.0 / 60, 1.0 / 60)
        return _TimelineEntries(upcoming: startDate) { [paused] in paused ? nil : $0.addingTimeInterval(interval) }
    }
}

public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// What a timeline view's content is given: the date of the entry that updated it.
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence
    /// How often the view is being updated, slowest last.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// A view that updates at the dates of its schedule, on the lesson's clock: after `wait 1 second`
/// a `.periodic(from: .now, by: 1)` timeline shows the next second, as a device would.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, _UncountedBody {
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content
    @State private var date: Date?

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let shown = date ?? _TimelineDriver<Schedule>.current(schedule)
        content(Context(date: shown, cadence: schedule is AnimationTimelineSchedule ? .live : .seconds))
            .modifier(_TimelineDriver(schedule: schedule, date: $date))
    }
}

/// Keeps one timer on the lesson's clock for the schedule's next entry while the view is shown.
struct _TimelineDriver<Schedule: TimelineSchedule>: ViewModifier, _PrimitiveModifier, _LifecycleModifier {
    typealias Body = Never
    let schedule: Schedule
    let date: Binding<Date?>

    /// The latest entry at or before now (the schedule's start when it starts later).
    static func current(_ schedule: Schedule) -> Date {
        let now = _CourseClock.now
        var latest: Date?
        for (count, entry) in schedule.entries(from: now, mode: .normal).enumerated() {
            if entry > now || count > 100_000 { break }
            latest = entry
        }
        return latest ?? now
    }

    func _didMount(_ node: _ViewNode) { scheduleNext(node, after: _CourseClock.now) }

    func _willUnmount(_ node: _ViewNode) {
        if let timer = node.storage["timeline.timer"] as? _NodeValue<Int> { _LessonClock.shared.cancelTimer(timer.value) }
    }

    /// Waits for the first entry after `shown` (the entry just shown, or now).
    private func scheduleNext(_ node: _ViewNode, after shown: Date) {
        let now = _CourseClock.now
        var next: Date?
        for (count, entry) in schedule.entries(from: now, mode: .normal).enumerated() {
            if entry > shown {
                next = entry
                break
            }
            if count > 100_000 { break }
        }
        guard let next else { return }
        let delay = UInt64((max(0, next.timeIntervalSince(now)) * 1_000_000_000).rounded())
        let date = self.date
        // Armed as a repeating timer (and replaced at every entry): a timeline never finishes, so
        // `wait until idle` does not wait for it, as it does not wait for `Timer.publish`.
        _willUnmount(node)
        let id = _LessonClock.shared.schedule(after: max(delay, 1), repeating: true) { [weak node] in
            MainActor.assumeIsolated {
                guard let node, node.isMounted else { return }
                date.wrappedValue = next
                scheduleNext(node, after: next)
            }
        }
        node.storage["timeline.timer"] = _NodeValue(id)
    }
}
