import LessonProtocol

/// Navigation bars, tab bars, list rows that push, and presentations (sheets, covers, alerts,
/// confirmation dialogs), drawn the way an iPhone shows them.
extension ScreenRenderer {
    /// A navigation stack: its bar on top, the visible screen, a bottom toolbar when it has one.
    func navigationStack(_ stack: ScreenNode) -> String {
        var html = "<div class=\"nav\">"
        var content: [ScreenNode] = []
        var bottom = ""
        for child in stack.children {
            switch child.role {
            case .navigationBar: html += navigationBar(child)
            case .toolbar: bottom = "<div class=\"bottom-bar\">" + child.children.map(barItem).joined() + "</div>"
            default: content.append(child)
            }
        }
        // A screen that fills the stack (a list, a form) starts under the bar; anything else is centred.
        let fills = content.count == 1 && [.form, .list].contains(content[0].role)
        html += "<div class=\"nav-content\(fills ? " fills" : "")\">" + content.map(node).joined() + "</div>"
        return html + bottom + "</div>"
    }

    func navigationBar(_ bar: ScreenNode) -> String {
        let large = bar.style.titleDisplayMode != .inline
        var leading = ""
        var principal = ""
        var trailing = ""
        for item in bar.children {
            switch item.style.placement ?? .automatic {
            case .back:
                let label = HTML.escape(item.label ?? "Back")
                leading +=
                    "<span class=\"bar-item back\(item.isEnabled ? "" : " disabled")\"><span class=\"back-chevron\" aria-hidden=\"true\"></span>\(label)</span>"
            case .navigation, .cancellationAction, .topBarLeading:
                leading += barItem(item)
            case .principal:
                principal += node(item)
            default:
                trailing += barItem(item)
            }
        }
        let title = HTML.escape(bar.label ?? "")
        if !large, principal.isEmpty { principal = "<span class=\"inline-title\">\(title)</span>" }
        var html =
            "<div class=\"navbar\(large ? " large" : " inline")\"><div class=\"navbar-row\">"
            + "<span class=\"navbar-leading\">\(leading)</span><span class=\"navbar-principal\">\(principal)</span>"
            + "<span class=\"navbar-trailing\">\(trailing)</span></div>"
        if large, !title.isEmpty { html += "<div class=\"large-title\">\(title)</div>" }
        return marked(bar, html + "</div>")
    }

    /// A toolbar item: a button — or a closed menu, which looks like one in a bar — reads as tinted
    /// text, or just its symbol when it has one (a bar draws labels icon-only, as iOS does).
    func barItem(_ item: ScreenNode) -> String {
        let looksLikeAButton = item.role == .button || (item.role == .menu && item.children.isEmpty)
        guard looksLikeAButton else { return "<span class=\"bar-item\">" + node(item) + "</span>" }
        return marked(item, barButton(item))
    }

    private func barButton(_ item: ScreenNode) -> String {
        let disabled = item.isEnabled ? "" : " disabled"
        let role = item.style.role == .destructive ? " destructive" : ""
        let prominent = item.style.placement == .confirmationAction ? " prominent" : ""
        if item.style.systemImage != nil {
            let label = HTML.escape(item.label ?? "")
            return "<span class=\"bar-item icon-only\(disabled)\(role)\" title=\"\(label)\" aria-label=\"\(label)\">\(icon(item))</span>"
        }
        return "<span class=\"bar-item\(disabled)\(role)\(prominent)\">\(HTML.escape(item.label ?? ""))</span>"
    }

    func tabView(_ view: ScreenNode) -> String {
        var content: [ScreenNode] = []
        var bar = ""
        for child in view.children {
            switch child.role {
            case .tabBar: bar = navigationPart(child)
            // A paged TabView's dots lie over its page, where its tab bar would be.
            case .pageIndicator: bar = node(child)
            default: content.append(child)
            }
        }
        let fills = content.count == 1 && (content[0].style.kind == .navigationStack || [.form, .list].contains(content[0].role))
        let paged = view.style.paged ? " paged" : ""
        return "<div class=\"tabview\(paged)\"><div class=\"tab-content\(fills ? " fills" : "")\">" + content.map(node).joined()
            + "</div>" + bar + "</div>"
    }

    /// A page-style TabView's dots over the bottom of its page: one a page, the current one solid.
    /// They are white, as on a device, where they vanish on a light page unless the index view style
    /// draws them on a backdrop.
    func pageDots(_ indicator: ScreenNode) -> String {
        let count = indicator.style.pageCount ?? 0
        let current = indicator.style.currentPage ?? 1
        let dots = (1...max(count, 1)).map { "<span class=\"page-dot\($0 == current ? " current" : "")\"></span>" }.joined()
        let backdrop = indicator.style.indexBackground ? " backdrop" : ""
        return "<span class=\"page-dots\(backdrop)\" title=\"\(HTML.escape(indicator.value ?? ""))\" aria-hidden=\"true\">\(dots)</span>"
    }

    /// Bars and presented boxes met outside their usual containers.
    func navigationPart(_ part: ScreenNode) -> String {
        switch part.role {
        case .navigationBar: return navigationBar(part)
        case .toolbar: return "<div class=\"bottom-bar\">" + part.children.map(barItem).joined() + "</div>"
        case .tabBar:
            return "<div class=\"tabbar\" role=\"tablist\">" + part.children.map(navigationPart).joined() + "</div>"
        case .tab:
            let selected = part.isSelected == true
            let badge = part.style.badge.map { "<span class=\"tab-badge\">\(HTML.escape($0))</span>" } ?? ""
            let symbol = part.style.systemImage == nil ? "<span class=\"symbol\">●</span>" : icon(part)
            return marked(
                part,
                "<span class=\"tab\(selected ? " selected" : "")\" role=\"tab\" aria-selected=\"\(selected)\">"
                    + "<span class=\"tab-icon\">\(symbol)\(badge)</span><span class=\"tab-title\">\(HTML.escape(part.label ?? ""))</span></span>"
            )
        case .alert, .dialog: return presentation(part)
        default: return part.children.map(node).joined()
        }
    }

    /// A presentation over the screen: a sheet, a full-screen cover, an alert or an action sheet.
    func presentation(_ presented: ScreenNode) -> String {
        let html = presentationDrawing(presented)
        for backdrop in ["<div class=\"alert-backdrop\"></div>", "<div class=\"sheet-backdrop\"></div>"] where html.hasPrefix(backdrop) {
            return marked(presented, html, after: backdrop)
        }
        return marked(presented, html)
    }

    private func presentationDrawing(_ presented: ScreenNode) -> String {
        switch presented.role {
        case .alert:
            let title = presented.label.map { "<div class=\"alert-title\">\(HTML.escape($0))</div>" } ?? ""
            let message = presented.value.map { "<div class=\"alert-message\">\(HTML.escape($0))</div>" } ?? ""
            let fields = presented.children.filter { $0.role == .textField }.map(node).joined()
            let buttons = presented.children.filter { $0.role == .button }
            let layout = buttons.count == 2 ? "h" : "v"
            return
                "<div class=\"alert-backdrop\"></div><div class=\"alert\" role=\"alertdialog\"><div class=\"alert-text\">\(title)\(message)\(fields)</div>"
                + "<div class=\"alert-buttons \(layout)\">" + buttons.map(presentedButton).joined() + "</div></div>"
        case .dialog:
            let title = presented.label.map { "<div class=\"dialog-title\">\(HTML.escape($0))</div>" } ?? ""
            let message = presented.value.map { "<div class=\"dialog-message\">\(HTML.escape($0))</div>" } ?? ""
            let header = title.isEmpty && message.isEmpty ? "" : "<div class=\"dialog-header\">\(title)\(message)</div>"
            let buttons = presented.children.filter { $0.role == .button }
            let actions = buttons.filter { $0.style.role != .cancel }.map(presentedButton).joined()
            let cancel = buttons.filter { $0.style.role == .cancel }.map(presentedButton).joined()
            return
                "<div class=\"sheet-backdrop\"></div><div class=\"action-sheet\" role=\"dialog\"><div class=\"action-group\">\(header)\(actions)</div>"
                + "<div class=\"action-group cancel\">\(cancel)</div></div>"
        default:
            if presented.style.presentation == .fullScreenCover {
                return "<div class=\"cover\">" + presented.children.map(node).joined() + "</div>"
            }
            let fills = presented.children.count == 1 && presented.children[0].style.kind == .navigationStack
            var classes = "sheet" + (fills ? " fills" : "") + (presented.style.grabber ? " grabber" : "")
            var height = ""
            // A sheet rests at its detent (its smallest until dragged or selected): large is the full
            // screen above the presenter's edge, medium half of it, a fraction or a height their share
            // of an iPhone's 852 points.
            if let share = Self.restingShare(of: presented.style), share < 0.97 {
                classes += " partial"
                height = " style=\"height:\(Int((share * 100).rounded()))%\""
            }
            // A sheet that lets the view behind it take touches does not dim it.
            let backdrop = presented.style.backgroundInteraction ? "" : "<div class=\"sheet-backdrop\"></div>"
            return "\(backdrop)<div class=\"\(classes)\"\(height)>" + presented.children.map(node).joined() + "</div>"
        }
    }

    /// The share of the screen's height a sheet rests at; nil for the default, large.
    static func restingShare(of style: ScreenStyle) -> Double? {
        guard style.detents != nil else { return nil }
        return SheetDetents.share(of: SheetDetents.resting(style)).map { min(max($0, 0.1), 1) }
    }

    func presentedButton(_ button: ScreenNode) -> String {
        var classes = "presented-button"
        if let role = button.style.role { classes += " " + role.rawValue }
        if !button.isEnabled { classes += " disabled" }
        return marked(button, "<span class=\"\(classes)\">\(HTML.escape(button.label ?? ""))</span>")
    }

    /// One list row. A NavigationLink row reads like the row's text with a chevron at its end.
    func row(_ child: ScreenNode) -> String {
        let badge = child.style.badge.map { "<span class=\"row-badge\">\(HTML.escape($0))</span>" } ?? ""
        if child.role == .button, child.style.disclosure, compoundLabel(child) {
            return marked(
                child,
                "<div class=\"row link-row\(child.isEnabled ? "" : " disabled")\"\(rowBackground(child))><span class=\"link-label\">"
                    + child.children.map(node).joined() + "</span>\(badge)<span class=\"chevron\" aria-hidden=\"true\"></span></div>")
        }
        if child.role == .button, child.style.disclosure {
            return marked(
                child,
                "<div class=\"row link-row\(child.isEnabled ? "" : " disabled")\"\(rowBackground(child))><span class=\"\("text" + textStyle(child))\">\(icon(child))\(HTML.escape(child.label ?? ""))</span>"
                    + "\(badge)<span class=\"chevron\" aria-hidden=\"true\"></span></div>")
        }
        return "<div class=\"row\">\(node(child))\(badge)</div>"
    }

    /// A navigation row's `.listRowBackground` colour, as the row's own background.
    private func rowBackground(_ row: ScreenNode) -> String {
        guard let paint = Self.backgroundLayer(row.style.background).paint.flatMap(colorValue) else { return "" }
        return " style=\"background:\(paint);\""
    }
}
