import Combine
import Foundation

// The course's locale, time zone and a fixed "now" for every lesson run.
//
// Lesson code formats with Foundation's conveniences (`date.formatted(date:time:)`,
// `price.formatted(.currency(code: "USD"))`). On Linux, Foundation's current locale does not
// follow LANG (it is `en_001`, "14 Mar 2025", "US$29.36"), so these declarations, which lesson code
// sees through `import SwiftUI`, format with the course's locale and time zone.
//
// "Now" is pinned below the language instead: `Date()`, `Date.now` and `.now` are Foundation's
// own, and the lesson process answers the wall-clock calls Foundation makes with the course's time
// (`_LessonWallClock`). Redeclaring `Date.now` here made `.now` ambiguous in every file that also
// imports Foundation. Either way "now" is the same instant on every run, so a page never changes
// because of the day it was built.

/// The settings a lesson runs with; the host sets them from the course before building views.
public enum _CourseClock {
    /// When the run starts: 9:41 on 14 March 2025 in the course's time zone, as on Apple's screenshots.
    nonisolated(unsafe) public private(set) static var start = startInUTC
    /// `makeNow` in UTC, written as its instant: every run's `configure` replaces `start`, and
    /// assigning it first computes its initial value, a calendar calculation each run would pay for
    /// nothing (ClockTests holds the two to the same instant).
    static let startInUTC = Foundation.Date(timeIntervalSince1970: 1_741_945_260)
    /// The run's start plus the time the lesson's clock has let pass (`wait 1 second`, `Task.sleep`),
    /// so a screen that stamps `Date()` after waiting reads a later time, as it would on a device.
    public static var now: Foundation.Date { start.addingTimeInterval(Double(_LessonClock.shared.now) / 1_000_000_000) }
    nonisolated(unsafe) public private(set) static var locale = Locale(identifier: "en_US")
    nonisolated(unsafe) public private(set) static var timeZone = TimeZone(identifier: "UTC")!
    /// Seconds of lesson time that earlier launches of the same checkpoint let pass: an app
    /// relaunched after `wait 5 seconds` starts 5 seconds after 9:41, as the world has moved on.
    nonisolated(unsafe) public static var launchedAfter: Double = 0

    public static func configure(locale: Locale, timeZone: TimeZone) {
        self.locale = locale
        self.timeZone = timeZone
        start = makeNow(timeZone).addingTimeInterval(launchedAfter)
        // Timers publish dates on the same clock, and so does Foundation's `Date()` in a lesson's process.
        _LessonClock.shared.startDate = start
        _LessonWallClock.pin(at: start)
    }

    public static func makeNow(_ timeZone: TimeZone) -> Foundation.Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: 2025, month: 3, day: 14, hour: 9, minute: 41))!
    }

    public static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }

    /// A format style pinned to the course's locale (and, for dates, its time zone).
    public static func localized<F>(_ format: F) -> F {
        var result = _localized(format, locale)
        if var dateStyle = result as? Date.FormatStyle {
            dateStyle.timeZone = timeZone
            dateStyle.calendar = calendar
            result = dateStyle as! F
        }
        return result
    }
}

extension Date {
    public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
        Date.FormatStyle(
            date: date, time: time, locale: _CourseClock.locale, calendar: _CourseClock.calendar,
            timeZone: _CourseClock.timeZone
        ).format(self)
    }

    public func formatted() -> String { formatted(date: .numeric, time: .shortened) }

    public func formatted<F: Foundation.FormatStyle>(_ format: F) -> F.FormatOutput where F.FormatInput == Date {
        if let relative = format as? Date.RelativeFormatStyle {
            // Foundation measures "in 2 hours" from its clock, which only a lesson's process pins;
            // measure from the run's "now" wherever the runtime runs (its own tests too).
            var style = relative
            style.locale = _CourseClock.locale
            let offset = Date.timeIntervalSinceReferenceDate - _CourseClock.now.timeIntervalSinceReferenceDate
            if let text = style.format(addingTimeInterval(offset)) as? F.FormatOutput { return text }
        }
        return _CourseClock.localized(format).format(self)
    }
}

extension BinaryInteger {
    public func formatted() -> String {
        IntegerFormatStyle<Int64>(locale: _CourseClock.locale).format(Int64(truncatingIfNeeded: self))
    }
    public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
        _CourseClock.localized(format).format(self)
    }
}

extension BinaryFloatingPoint {
    public func formatted() -> String {
        FloatingPointFormatStyle<Double>(locale: _CourseClock.locale).format(Double(self))
    }
    public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
        _CourseClock.localized(format).format(self)
    }
}

extension Decimal {
    public func formatted() -> String { Decimal.FormatStyle(locale: _CourseClock.locale).format(self) }
    public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Decimal {
        _CourseClock.localized(format).format(self)
    }
}

extension Locale {
    /// The course's locale: what the device running the lesson is set to.
    public static var current: Locale { _CourseClock.locale }
    public static var autoupdatingCurrent: Locale { _CourseClock.locale }
}

extension TimeZone {
    /// The course's time zone.
    public static var current: TimeZone { _CourseClock.timeZone }
    public static var autoupdatingCurrent: TimeZone { _CourseClock.timeZone }
}

extension Calendar {
    /// A Gregorian calendar in the course's locale and time zone.
    public static var current: Calendar { _CourseClock.calendar }
    public static var autoupdatingCurrent: Calendar { _CourseClock.calendar }
}
