import Foundation

// On a device a new formatter starts in the phone's locale, time zone and calendar. Foundation on
// Linux starts every formatter in "en_001" (its fixed fallback, whatever LANG says), which writes
// "1 January 1970" where a US iPhone writes "January 1, 1970". Lesson code that creates a
// `DateFormatter()` or `NumberFormatter()` gets these subclasses instead (this module's names shadow
// Foundation's), which start in the course's locale, time zone and calendar; everything else is
// Foundation's own formatter.

/// Foundation's `DateFormatter`, starting in the course's locale, time zone and calendar.
open class DateFormatter: Foundation.DateFormatter, @unchecked Sendable {
    public override init() {
        super.init()
        locale = _CourseClock.locale
        timeZone = _CourseClock.timeZone
        calendar = _CourseClock.calendar
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Foundation's `NumberFormatter`, starting in the course's locale.
open class NumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
    public override init() {
        super.init()
        locale = _CourseClock.locale
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
