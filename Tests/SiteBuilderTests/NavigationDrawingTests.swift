import LessonProtocol
import XCTest

@testable import SiteBuilder

/// Navigation bars, tab bars, list rows that push, alerts and action sheets drawn as an iPhone shows them.
final class NavigationDrawingTests: XCTestCase {
    func stack(
        title: String, mode: ScreenStyle.TitleDisplayMode, back: String?, content: [ScreenNode], items: [ScreenNode] = []
    ) -> ScreenNode {
        var bar = ScreenNode(role: .navigationBar, label: title, style: ScreenStyle { $0.titleDisplayMode = mode })
        if let back {
            bar.children.append(
                ScreenNode(
                    role: .button, label: back,
                    style: ScreenStyle {
                        $0.systemImage = "chevron.left"
                        $0.placement = .back
                    }))
        }
        bar.children += items
        return ScreenNode(role: .group, label: title, style: ScreenStyle(kind: .navigationStack), children: [bar] + content)
    }

    func testALargeTitleRootWithLinkRowsAndATabBar() {
        let list = ScreenNode(
            role: .list,
            children: [
                ScreenNode(role: .button, label: "Ada <Lovelace>", style: ScreenStyle { $0.disclosure = true }),
                ScreenNode(role: .text, label: "Unread", style: ScreenStyle { $0.badge = "3" }),
            ])
        let tabs = ScreenNode(
            role: .tabBar,
            children: [
                ScreenNode(role: .tab, label: "Contacts", isSelected: true, style: ScreenStyle { $0.systemImage = "person.2" }),
                ScreenNode(
                    role: .tab, label: "Settings", isSelected: false,
                    style: ScreenStyle {
                        $0.systemImage = "gear"
                        $0.badge = "2"
                    }),
            ])
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(
                    role: .group, style: ScreenStyle(kind: .tabView),
                    children: [stack(title: "Contacts", mode: .large, back: nil, content: [list]), tabs])
            ])
        let html = ScreenRenderer().render(screen, caption: "contacts")
        XCTAssertTrue(html.contains("<div class=\"navbar large\">"))
        XCTAssertTrue(html.contains("<div class=\"large-title\">Contacts</div>"))
        XCTAssertTrue(
            html.contains(
                "<div class=\"row link-row\"><span class=\"text\">Ada &lt;Lovelace&gt;</span><span class=\"chevron\" aria-hidden=\"true\"></span></div>"
            ))
        XCTAssertTrue(html.contains("<span class=\"row-badge\">3</span>"))
        XCTAssertTrue(html.contains("<span class=\"tab selected\" role=\"tab\" aria-selected=\"true\">"))
        XCTAssertTrue(html.contains("<span class=\"tab-badge\">2</span>"))
        XCTAssertTrue(html.contains("<span class=\"tab-title\">Settings</span>"))
        XCTAssertFalse(html.contains("back-chevron"))
    }

    func testAnInlineTitleWithBackButtonToolbarAndAnAlert() {
        let detail = stack(
            title: "Grace Hopper", mode: .inline, back: "Contacts",
            content: [ScreenNode(role: .text, label: "555-0102")],
            items: [
                ScreenNode(
                    role: .button, label: "Delete",
                    style: ScreenStyle {
                        $0.role = .destructive
                        $0.placement = .topBarTrailing
                    }),
                ScreenNode(role: .button, label: "Close", style: ScreenStyle { $0.placement = .cancellationAction }),
            ])
        let alert = ScreenNode(
            role: .alert, label: "Delete Grace Hopper?", value: "This cannot be undone.",
            children: [
                ScreenNode(role: .button, label: "Cancel", style: ScreenStyle { $0.role = .cancel }),
                ScreenNode(role: .button, label: "Delete", style: ScreenStyle { $0.role = .destructive }),
            ])
        let html = ScreenRenderer().render(ScreenNode(role: .screen, children: [detail, alert]), caption: "alert")
        XCTAssertTrue(
            html.contains(
                "<span class=\"navbar-leading\"><span class=\"bar-item back\"><span class=\"back-chevron\" aria-hidden=\"true\"></span>Contacts</span>"
                    + "<span class=\"bar-item\">Close</span></span>"), html)
        XCTAssertTrue(html.contains("<span class=\"navbar-principal\"><span class=\"inline-title\">Grace Hopper</span></span>"))
        XCTAssertTrue(html.contains("<span class=\"navbar-trailing\"><span class=\"bar-item destructive\">Delete</span></span>"))
        XCTAssertFalse(html.contains("large-title"))
        XCTAssertTrue(html.contains("<div class=\"alert-backdrop\"></div><div class=\"alert\" role=\"alertdialog\">"))
        XCTAssertTrue(
            html.contains("<div class=\"alert-title\">Delete Grace Hopper?</div><div class=\"alert-message\">This cannot be undone.</div>"))
        XCTAssertTrue(
            html.contains(
                "<div class=\"alert-buttons h\"><span class=\"presented-button cancel\">Cancel</span><span class=\"presented-button destructive\">Delete</span></div>"
            ))
    }

    func testAConfirmationDialogRisesFromTheBottomAndACoverHidesTheScreen() {
        let dialog = ScreenNode(
            role: .dialog, value: "Sort contacts",
            children: [
                ScreenNode(role: .button, label: "By name"),
                ScreenNode(role: .button, label: "Cancel", style: ScreenStyle { $0.role = .cancel }),
            ])
        var html = ScreenRenderer().render(
            ScreenNode(role: .screen, children: [ScreenNode(role: .text, label: "List"), dialog]), caption: "dialog")
        XCTAssertTrue(
            html.contains(
                "<div class=\"action-sheet\" role=\"dialog\"><div class=\"action-group\"><div class=\"dialog-header\"><div class=\"dialog-message\">Sort contacts</div></div>"
                    + "<span class=\"presented-button\">By name</span></div><div class=\"action-group cancel\"><span class=\"presented-button cancel\">Cancel</span></div></div>"
            ))
        let cover = ScreenNode(
            role: .sheet, style: ScreenStyle { $0.presentation = .fullScreenCover }, children: [ScreenNode(role: .text, label: "Welcome")])
        html = ScreenRenderer().render(ScreenNode(role: .screen, children: [cover]), caption: "cover")
        XCTAssertTrue(html.contains("<div class=\"cover\"><span class=\"text\">Welcome</span></div>"))
        XCTAssertFalse(html.contains("sheet-backdrop"), "a full-screen cover is not a dimmed sheet")
        XCTAssertFalse(html.contains("screen-content"), "the presenter is hidden")
    }
}

/// A button labelled by a title over an author is drawn as two texts, each in its own style.
final class StackedButtonDrawingTests: XCTestCase {
    func testEachTextOfAStackedLabelIsDrawnInItsOwnStyle() {
        let button = ScreenNode(
            role: .button, label: "Dune, Frank Herbert",
            children: [
                ScreenNode(
                    role: .stack, style: ScreenStyle { $0.axis = .vertical },
                    children: [
                        ScreenNode(role: .text, label: "Dune", style: ScreenStyle { $0.font = "headline" }),
                        ScreenNode(
                            role: .text, label: "Frank Herbert",
                            style: ScreenStyle {
                                $0.font = "subheadline"
                                $0.foreground = "secondary"
                            }),
                    ])
            ])
        let html = ScreenRenderer().render(ScreenNode(role: .screen, children: [button]), caption: "books")
        XCTAssertTrue(html.contains("<span class=\"text font-headline\">Dune</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"text font-subheadline fg-secondary\">Frank Herbert</span>"), html)
        XCTAssertFalse(html.contains(">Dune, Frank Herbert<"), "the texts are not run together on the screen")
    }
}

final class ToolbarMenuDrawingTests: XCTestCase {
    /// iOS draws a toolbar's labels icon-only: `Menu("More", systemImage: "ellipsis.circle")` in a
    /// bar is its symbol (named for VoiceOver), like a button with one; a menu with only a title
    /// reads as tinted text.
    func testAClosedMenuInTheBarIsDrawnAsItsSymbol() {
        let more = ScreenNode(role: .menu, label: "More", style: ScreenStyle { $0.systemImage = "ellipsis.circle" })
        let sort = ScreenNode(role: .menu, label: "Sort")
        let bar = ScreenNode(
            role: .navigationBar, label: "Notes", style: ScreenStyle { $0.titleDisplayMode = .inline }, children: [more, sort])
        let stack = ScreenNode(role: .group, label: "Notes", style: ScreenStyle(kind: .navigationStack), children: [bar])
        let screen = ScreenNode(role: .screen, children: [stack])
        let html = ScreenRenderer().render(screen, caption: "notes")
        XCTAssertTrue(html.contains("<span class=\"bar-item icon-only\" title=\"More\" aria-label=\"More\">"), html)
        XCTAssertFalse(html.contains(">More<"), "the title is not drawn beside the symbol")
        XCTAssertTrue(html.contains("<span class=\"bar-item\">Sort</span>"), html)
    }
}
