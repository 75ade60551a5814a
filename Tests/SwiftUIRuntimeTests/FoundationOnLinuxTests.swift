import XCTest

@testable import SwiftUI

// What these Foundation APIs give in an iOS 17 app on a US iPhone; Foundation on Linux lacks them.
final class FoundationOnLinuxTests: XCTestCase {
    func testRelativeDatesReadAsOnAPhone() {
        let formatter = RelativeDateTimeFormatter()
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(-3600), relativeTo: now), "1 hour ago")
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(2 * 86400), relativeTo: now), "in 2 days")
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now), "1 day ago")
        formatter.dateTimeStyle = .named
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now), "yesterday")
        formatter.dateTimeStyle = .numeric
        formatter.unitsStyle = .short
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(-3600), relativeTo: now), "1 hr. ago")
        formatter.unitsStyle = .abbreviated
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(-3600), relativeTo: now), "1h ago")
        formatter.unitsStyle = .spellOut
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(-3600), relativeTo: now), "one hour ago")
        formatter.unitsStyle = .full
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: -120), "2 minutes ago", "from now on the lesson's clock")
        XCTAssertEqual(formatter.localizedString(from: DateComponents(day: 3)), "in 3 days")
    }

    func testUserDefaultsAnswersKeyValueCoding() {
        let defaults = UserDefaults(suiteName: "coursegen-kvc-\(UUID().uuidString)")!
        defaults.set(5, forKey: "count")
        XCTAssertEqual(defaults.value(forKey: "count") as? Int, 5)
        defaults.setValue("Anne", forKey: "name")
        XCTAssertEqual(defaults.string(forKey: "name"), "Anne")
        XCTAssertNil(defaults.value(forKey: "never-set"))
    }

    func testTheAppsFoldersAreWhereIOSPutsThem() {
        let home = NSHomeDirectory()
        XCTAssertEqual(URL.cachesDirectory.path, home + "/Library/Caches")
        XCTAssertEqual(URL.applicationSupportDirectory.path, home + "/Library/Application Support")
        XCTAssertEqual(URL.libraryDirectory.path, home + "/Library")
    }

    func testLocalizedStringsAreTheirTextWithValuesFormatted() {
        let count = 3
        XCTAssertEqual(String(localized: "You have \(count) cupcakes"), "You have 3 cupcakes")
        XCTAssertEqual(String(localized: "Welcome", comment: "the greeting"), "Welcome")
        XCTAssertEqual(String(localized: "greeting", defaultValue: "Hello"), "Hello", "the default value, without a catalog")
        XCTAssertEqual(String(localized: "**Bold** stays"), "**Bold** stays", "a string is not markdown")
    }
}
