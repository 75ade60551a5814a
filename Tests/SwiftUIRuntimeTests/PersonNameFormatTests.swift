import XCTest

@testable import SwiftUI

// Expected results are those of Apple's `PersonNameComponents.FormatStyle.style` documentation (en_US).
private struct Guest: View {
    let name = PersonNameComponents(givenName: "Thomas", familyName: "Clark", nickname: "Tom")
    var body: some View {
        VStack {
            Text(name, format: .name(style: .medium))
            Text("Hi, \(name, format: .name(style: .short))")
        }
    }
}

final class PersonNameFormatTests: XCTestCase {
    private let doctor = PersonNameComponents(
        namePrefix: "Dr.", givenName: "Thomas", middleName: "Louis", familyName: "Clark", nameSuffix: "Esq.",
        nickname: "Tom")

    func testEachStyleAsDocumented() {
        let locale = Locale(identifier: "en_US")
        XCTAssertEqual(doctor.formatted(PersonNameComponents.FormatStyle(style: .long, locale: locale)), "Dr. Thomas Louis Clark Esq.")
        XCTAssertEqual(doctor.formatted(PersonNameComponents.FormatStyle(style: .medium, locale: locale)), "Thomas Clark")
        XCTAssertEqual(doctor.formatted(PersonNameComponents.FormatStyle(style: .short, locale: locale)), "Tom")
        XCTAssertEqual(doctor.formatted(PersonNameComponents.FormatStyle(style: .abbreviated, locale: locale)), "TC")
        XCTAssertEqual(doctor.formatted(PersonNameComponents.FormatStyle(locale: locale)), "Thomas Clark")
    }

    func testTheDefaultAndTheStaticStyle() {
        XCTAssertEqual(doctor.formatted(), "Thomas Clark")
        XCTAssertEqual(doctor.formatted(.name(style: .long)), "Dr. Thomas Louis Clark Esq.")
        XCTAssertEqual(PersonNameComponents.FormatStyle.Style.abbreviated.rawValue, 4)
    }

    func testMissingComponentsAreLeftOut() {
        let first = PersonNameComponents(givenName: "Ada")
        XCTAssertEqual(first.formatted(.name(style: .long)), "Ada")
        XCTAssertEqual(first.formatted(.name(style: .abbreviated)), "A")
        XCTAssertEqual(first.formatted(.name(style: .short)), "Ada")
    }

    func testTextShowsAName() {
        let labels = HeadlessHost(Guest()).screen.labels
        XCTAssertTrue(labels.contains("Thomas Clark"), "\(labels)")
        XCTAssertTrue(labels.contains("Hi, Tom"), "\(labels)")
    }
}
