import Foundation
import XCTest

@testable import SiteBuilder

/// The print edition (`print.html`): the whole course on one page, in the contents' order, with the
/// observed screens, links that stay inside the page and the knowledge checks' answers at the end.
final class PrintEditionTests: XCTestCase {
    private static func printedCourse() throws -> (CourseFixture, String) {
        var files = CourseFixture.basicCourse
        files["lessons/second-steps.md"]! += """


            ```swift example=greeter
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Text("Hello, Ada")
                }
            }
            ```

            ```checkpoint
            see "Hello, Ada" as greeting
            ```

            The greeting reads [Hello, Ada](observed:greeting); see the [first lesson's section](first-steps.md#a-section).
            """
        let course = try CourseFixture(files: files)
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        return (course, try course.page("print.html"))
    }

    private static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    func testPrintPageHoldsTheWholeCourseInOrderWithItsLinksInsideIt() throws {
        let (course, page) = try Self.printedCourse()
        // Lessons in the contents' order, then the cards, then the answers.
        let sections = Self.matches(#"<section class="print-page[^"]*" id="([^"]+)""#, in: page)
        XCTAssertEqual(sections, ["lessons-first-steps", "lessons-second-steps", "reference-state", "answers"])
        // Every in-page link lands on an id of this page, and no id is claimed twice.
        let ids = Self.matches(#"\bid="([^"]+)""#, in: page)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate ids: \(ids)")
        let targets = Self.matches(##"href="#([^"]*)""##, in: page)
        XCTAssertFalse(targets.isEmpty)
        XCTAssertEqual(targets.filter { !ids.contains($0) }, [], "links that lead nowhere on the page")
        // Links between pages became links inside this one, with their fragments.
        XCTAssertTrue(page.contains("href=\"#lessons-second-steps\">second lesson</a>"), page)
        XCTAssertTrue(page.contains("href=\"#reference-state--pitfalls\">state card</a>"), page)
        XCTAssertTrue(page.contains("href=\"#lessons-first-steps--a-section\">first lesson&#39;s section</a>"), page)
        XCTAssertTrue(page.contains("href=\"#lessons-second-steps--checkpoint-greeter\">Hello, Ada</a>"), page)
        // The observed screen is there, drawn as on the lesson's page.
        XCTAssertTrue(page.contains("<figure class=\"checkpoint\" id=\"lessons-second-steps--checkpoint-greeter\">"), page)
        XCTAssertTrue(page.contains("class=\"phone\" role=\"img\""))
        // The question is asked where the lesson asks it, without its answer; the answer is at the end.
        let question = try XCTUnwrap(page.range(of: "Which is derived?"))
        let answers = try XCTUnwrap(page.range(of: "<section class=\"print-page print-answers\""))
        XCTAssertLessThan(question.lowerBound, answers.lowerBound)
        let beforeAnswers = page[..<answers.lowerBound]
        XCTAssertFalse(beforeAnswers.contains("it is computed from the inputs"), "the explanation waits for the answers")
        XCTAssertFalse(beforeAnswers.contains("data-correct"), "the printed question does not mark its answer")
        XCTAssertTrue(page[answers.lowerBound...].contains("The total — it is computed from the inputs."))
        // Every page of the site links to it; it has no search entry of its own.
        XCTAssertTrue(try course.page("lessons/first-steps.html").contains("href=\"../print.html\""))
        XCTAssertTrue(try course.page("index.html").contains("href=\"print.html\""))
        let search = course.output.appendingPathComponent("search")
        for file in try FileManager.default.contentsOfDirectory(atPath: search.path) {
            let chunk = try String(contentsOf: search.appendingPathComponent(file), encoding: .utf8)
            XCTAssertFalse(chunk.contains("print.html"), file)
        }
    }

    /// A page is rendered once: its knowledge checks are drawn into the body afterwards, as
    /// questions to answer on the page and as numbered questions in the print edition, each where
    /// the lesson asks it, with the code between them still reachable by keyboard.
    func testKnowledgeChecksAreDrawnIntoTheBodyWhereTheLessonAsksThem() throws {
        var files = CourseFixture.basicCourse
        files["lessons/second-steps.md"]! += """


            ```swift
            let total = price * quantity
            ```

            **Q:** Which is stored?

            - [ ] The total — it is derived.
            - [x] The quantity — the reader changes it.
            """
        let course = try CourseFixture(files: files)
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        let lesson = try course.page("lessons/second-steps.html")
        let printed = try course.page("print.html")
        XCTAssertFalse(lesson.contains("\u{0}") || printed.contains("\u{0}"), "no mark is left in a page")
        // On the page: both questions, in the lesson's order, around the listing.
        let first = try XCTUnwrap(lesson.range(of: "<strong>Q:</strong> Which is derived?"))
        let listing = try XCTUnwrap(lesson.range(of: "<pre tabindex=\"0\"><code class=\"language-swift\">"))
        let second = try XCTUnwrap(lesson.range(of: "<strong>Q:</strong> Which is stored?"))
        XCTAssertLessThan(first.lowerBound, listing.lowerBound)
        XCTAssertLessThan(listing.lowerBound, second.lowerBound)
        XCTAssertEqual(lesson.components(separatedBy: "<div class=\"quiz\">").count - 1, 2)
        // In print: numbered in the same order, the answers at the end in that order.
        let question1 = try XCTUnwrap(printed.range(of: "<strong>Question 1:</strong> Which is derived?"))
        let question2 = try XCTUnwrap(printed.range(of: "<strong>Question 2:</strong> Which is stored?"))
        XCTAssertLessThan(question1.lowerBound, question2.lowerBound)
        let answers = try XCTUnwrap(printed.range(of: "<section class=\"print-page print-answers\""))
        let answerKey = printed[answers.lowerBound...]
        let answer1 = try XCTUnwrap(answerKey.range(of: "The total — it is computed from the inputs."))
        let answer2 = try XCTUnwrap(answerKey.range(of: "The quantity — the reader changes it."))
        XCTAssertLessThan(answer1.lowerBound, answer2.lowerBound)
        XCTAssertFalse(printed[..<answers.lowerBound].contains("data-correct"))
    }

    /// The page bodies are rewritten by a byte scanner that must find exactly what the regular
    /// expression it replaced found: it is checked against that expression on the edge cases.
    func testIdsAndLinksAreRewrittenWhereTheRegularExpressionFoundThem() throws {
        let reference = try NSRegularExpression(pattern: #"\b(id|href|src|aria-labelledby)="([^"]*)""#)
        let anchors = ["other.html": "print-other"]
        func expected(_ html: String) -> String {
            let text = html as NSString
            var result = ""
            var last = 0
            for match in reference.matches(in: html, range: NSRange(location: 0, length: text.length)) {
                let name = text.substring(with: match.range(at: 1))
                let value = text.substring(with: match.range(at: 2))
                // The one-match rewrite is the scanner's own, applied to that one attribute alone.
                let rewritten = PrintEdition.keepingInside("\(name)=\"\(value)\"", prefix: "p", anchors: anchors)
                result += text.substring(with: NSRange(location: last, length: match.range.location - last)) + rewritten
                last = match.range.location + match.range.length
            }
            return result + text.substring(from: last)
        }
        let cases = [
            ##"<h2 id="intro">Intro</h2><a href="#intro">back</a> <a href="other.html#x">on</a>"##,
            ##"<div data-id="x" valid="y" aria-labelledby="a b"><img src="../logo.png"></div>"##,
            ##"éid="no" —id="yes" _id="no" 1id="no" ‍id="no" x‌href="no" é́id="no" ́id="yes""##,
            ##"id="unterminated <p hrefx="no" href=x id= "no" src="">"##,
            "<p id=\"multi\nline\">é</p>id=\"end\"",
            ##"<a href="#">top</a><a href="#print-q1">answer</a><span id="print-a1"></span>"##,
        ]
        for html in cases {
            XCTAssertEqual(PrintEdition.keepingInside(html, prefix: "p", anchors: anchors), expected(html), html)
        }
        // And what the rewrite itself does, written out once.
        XCTAssertEqual(
            PrintEdition.keepingInside(##"<h2 id="a">A</h2><a href="other.html#b">x</a> data-id="c""##, prefix: "p", anchors: anchors),
            ##"<h2 id="p--a">A</h2><a href="#print-other--b">x</a> data-id="p--c""##)
    }

    /// Each kind of value the rewrite meets, with what it becomes, ASCII and beyond.
    func testEveryKindOfValueIsRewrittenAsWritten() {
        let anchors = ["other.html": "print-other", "ünï.html": "print-uni"]
        let cases: [(String, String)] = [
            (##"id="intro""##, ##"id="p--intro""##),
            (##"id=" a  b ""##, ##"id="p--a p--b""##),
            (##"id="""##, ##"id="""##),
            (##"aria-labelledby="t1 t2""##, ##"aria-labelledby="p--t1 p--t2""##),
            (##"id="print-q1""##, ##"id="print-q1""##),
            (##"href="#print-a1""##, ##"href="#print-a1""##),
            (##"href="#""##, ##"href="#""##),
            (##"href="#pitfalls""##, ##"href="#p--pitfalls""##),
            (##"href="other.html""##, ##"href="#print-other""##),
            (##"href="other.html#""##, ##"href="#print-other""##),
            (##"href="other.html#x""##, ##"href="#print-other--x""##),
            (##"href="../assets/site.css""##, ##"href="assets/site.css""##),
            (##"src="https://example.com/a.png""##, ##"src="https://example.com/a.png""##),
            (##"id="café crème""##, ##"id="p--café p--crème""##),
            (##"href="ünï.html#é""##, ##"href="#print-uni--é""##),
            (##"href="../ünï.zip""##, ##"href="ünï.zip""##),
        ]
        for (html, expected) in cases {
            XCTAssertEqual(PrintEdition.keepingInside(html, prefix: "p", anchors: anchors), expected, html)
        }
    }
}
