import XCTest

@testable import SwiftSource

/// An outline read back from its archive is the outline that was archived, field for field.
final class OutlineArchiveTests: XCTestCase {
    private let files = [
        """
        import SwiftUI

        @main
        struct CounterApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }

        #if os(iOS)
        struct Panel: View, Equatable { var body: some View { Text("é") } }
        #endif

        final class Coordinator: NSObject {
            @objc func update(_ sender: Any) {}
            var action: Selector { #selector(Coordinator.update(_:)) }
        }

        extension Int { var doubled: Int { self * 2 } }
        infix operator <>

        #Preview("Counter") {
            @Previewable @State var count = 3
            Text("\\(count)")
        }
        """,
        "let total = 2\nText(\"Total: \\(total)\")\n",
        "struct Broken: View {\n    var body: some View { Text(\"x\") }\n",
        "}\nstruct Extra {}\n",
        "",
    ]

    func testAnArchivedOutlineReadsBackTheSame() throws {
        for text in files {
            let outline = SwiftFileOutline(text)
            let restored = try XCTUnwrap(SwiftFileOutline(archive: outline.archive), text)
            XCTAssertEqual(String(reflecting: restored), String(reflecting: outline), text)
            XCTAssertEqual(restored.braceProblem, outline.braceProblem)
        }
    }

    func testTruncatedOrLongerBytesAreRefused() {
        let archive = SwiftFileOutline(files[0]).archive
        for cut in [0, 1, 8, archive.count / 2, archive.count - 1] {
            XCTAssertNil(SwiftFileOutline(archive: Array(archive.prefix(cut))), "cut at \(cut)")
        }
        XCTAssertNil(SwiftFileOutline(archive: archive + [0]))
    }
}
