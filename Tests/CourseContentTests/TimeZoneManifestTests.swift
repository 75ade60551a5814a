import Diagnostics
import XCTest

@testable import CourseContent

final class TimeZoneManifestTests: XCTestCase {
    func testTimeZoneDefaultsToUTCAndIsRead() throws {
        let plain = try Manifest.parse(source: "title: T\nlocale: en_US\n", path: "content/course.yml")
        XCTAssertEqual(plain.timeZone, "UTC")
        let newYork = try Manifest.parse(source: "title: T\nlocale: en_US\ntime_zone: America/New_York\n", path: "content/course.yml")
        XCTAssertEqual(newYork.timeZone, "America/New_York")
    }

    func testMalformedTimeZoneIsLocated() {
        do {
            _ = try Manifest.parse(source: "title: T\ntime_zone: new york\n", path: "content/course.yml")
            XCTFail("expected an error")
        } catch let error as DiagnosticsError {
            XCTAssertEqual(error.diagnostics.first?.location?.line, 2)
            XCTAssertTrue(error.diagnostics.first?.message.contains("time_zone") ?? false)
        } catch {
            XCTFail("\(error)")
        }
    }
}
