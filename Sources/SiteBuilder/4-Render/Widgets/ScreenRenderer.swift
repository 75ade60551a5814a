import Foundation
import LessonProtocol

/// Draws an observed `ScreenNode` tree as HTML that looks like a phone screen.
///
/// Nothing here is a picture: the markup is derived from the tree the engine observed, so a page
/// can never show a screen the code did not produce. CSS classes (`templates/assets/site.css`)
/// give texts their font styles, buttons their bordered/prominent looks, forms their grouped
/// sections, and disabled controls their grey.
struct ScreenRenderer {
    /// Bundled images by name → href (`BundleImages`): `Image("name")` draws the picture.
    var images: [String: String] = [:]
    /// Marks the elements an action changed, when the screen is drawn after one (`ScreenChanges`).
    var changeMarker: ChangeMarker?
    /// The appearance the screen being drawn was observed in; nil when neither the checkpoint nor the
    /// app chose one (the phone then follows the reader's own mode).
    var appearance: DeviceConditions.Appearance? = nil

    /// One phone screen. `caption` is read by screen readers as the figure's name: the drawing is one
    /// image to assistive technology, so what it is drawn from (bars, alerts, switches) is hidden.
    func render(_ screen: ScreenNode, caption: String) -> String {
        var renderer = self
        renderer.appearance = screen.style.colorScheme
        return renderer.draw(screen, caption: caption)
    }

    private func draw(_ screen: ScreenNode, caption: String) -> String {
        var main = screen
        var sheets: [ScreenNode] = []
        main.children.removeAll { node in
            if node.role.isPresentation {
                sheets.append(node)
                return true
            }
            return false
        }
        let conditions = phoneAttributes(screen)
        var html =
            "<div class=\"phone\(conditions.classes)\"\(conditions.style) role=\"img\" aria-label=\"\(HTML.escape(caption))\">"
            + "<div class=\"screen\" aria-hidden=\"true\"\(conditions.screenDirection)>"
        if !main.children.isEmpty || sheets.isEmpty {
            html += "<div class=\"screen-content\">" + main.children.map(node).joined() + "</div>"
        }
        for sheet in sheets {
            if sheet.role == .contextMenu {
                html += contextMenu(sheet)
                continue
            }
            html += presentation(sheet)
        }
        html += keyboard(for: screen.reachableScope)
        html += "</div></div>"
        return html
    }

    /// One element, with the background, clip shape and scale its modifiers draw.
    func node(_ node: ScreenNode) -> String {
        // Bars, tabs, alerts, dialogs and context menus are marked where they are drawn.
        switch node.role {
        case .navigationBar, .tab, .alert, .dialog, .contextMenu: return decorated(node, drawing(node))
        default: return marked(node, decorated(node, drawing(node)))
        }
    }

    private func drawing(_ node: ScreenNode) -> String {
        let disabled = node.isEnabled ? "" : " disabled"
        let label = HTML.escape(node.label ?? "")
        let value = HTML.escape(node.value ?? "")
        if let controls = node.style.editControls {
            var plain = node
            plain.style.editControls = nil
            return editRow(self.node(plain), controls: controls)
        }
        switch node.role {
        case .group where node.style.kind == .navigationStack:
            return navigationStack(node)
        case .group where node.style.kind == .tabView:
            return tabView(node)
        case .screen, .group:
            if let drawn = groupDrawing(node, render: self.node) { return drawn }
            return node.children.map(self.node).joined()
        case .navigationBar, .toolbar, .tabBar, .tab, .alert, .dialog:
            return navigationPart(node)
        case .pageIndicator:
            return pageDots(node)
        case .stack:
            // A ZStack draws its children on top of each other, centred.
            let axis = node.style.axis == .horizontal ? "h" : node.style.axis == .depth ? "z" : "v"
            let spacing = node.style.spacing ?? 8
            // A VStack's `.leading` is the start edge: the left, or the right when laid out right to left.
            let aligned =
                axis == "v" && ["leading", "trailing"].contains(node.style.alignment ?? "") ? " align-\(node.style.alignment!)" : ""
            return "<div class=\"stack \(axis)\(aligned)\(paddingClass(node))\" style=\"gap:\(format(spacing * 0.75))px\">"
                + node.children.map(self.node).joined() + "</div>"
        case .form, .list:
            return "<div class=\"form\">" + groupedRows(node.children) + "</div>"
        case .section:
            let header = node.label.map { "<div class=\"section-header\">\(HTML.escape($0))</div>" } ?? ""
            let footer = node.style.footer.map { "<div class=\"section-footer\">\(HTML.escape($0))</div>" } ?? ""
            return "<div class=\"section\">\(header)<div class=\"section-body\">"
                + node.children.map(row).joined() + "</div>\(footer)</div>"
        case .text:
            return "<span class=\"\(textClasses(node))\"\(typeSizeStyle(node))>\(label)</span>"
        case .label where node.style.labelStyle == .iconOnly:
            return "<span class=\"\(textClasses(node)) label\" title=\"\(label)\"\(typeSizeStyle(node))>\(icon(node))</span>"
        case .label where node.style.labelStyle == .titleOnly:
            return "<span class=\"\(textClasses(node)) label\"\(typeSizeStyle(node))>\(label)</span>"
        case .label:
            return "<span class=\"\(textClasses(node)) label\"\(typeSizeStyle(node))>\(icon(node))\(label)</span>"
        case .image:
            if let name = node.style.name, let href = images[name] {
                return "<img class=\"bundle-image\" src=\"\(HTML.escape(href))\" alt=\"\(label)\">"
            }
            return "<span class=\"icon\(textStyle(node))\"\(typeSizeStyle(node))>\(icon(node))</span>"
        case .button:
            let style = node.style.buttonStyle ?? "automatic"
            let role = node.style.role == .destructive ? " destructive" : ""
            // A label of several texts draws each with its own font and colour.
            let content = compoundLabel(node) ? node.children.map(self.node).joined() : icon(node) + label
            return
                "<span class=\"button \(HTML.escape(style))\(role)\(disabled)\(textStyle(node))\"\(typeSizeStyle(node))>\(content)</span>"
        case .toggle where !node.children.isEmpty:
            // A custom toggle style draws its own body.
            return "<span class=\"toggle custom\(disabled)\">" + node.children.map(self.node).joined() + "</span>"
        case .toggle:
            let on = node.value == "on"
            return "<span class=\"toggle\(disabled)\"><span class=\"control-label\">\(label)</span>"
                + "<span class=\"switch\(on ? " on" : "")\" aria-label=\"\(on ? "on" : "off")\"></span></span>"
        case .textField:
            let placeholder = HTML.escape(node.style.placeholder ?? node.label ?? "")
            let content = fieldContent(typed: value, placeholder: placeholder, focused: node.style.focused)
            let bordered = node.style.textFieldStyle == .roundedBorder ? " bordered" : ""
            let focused = node.style.focused ? " focused" : ""
            return "<span class=\"field\(bordered)\(focused)\(disabled)\">\(content)</span>"
        case .stepper:
            // At a bound of its range the stepper's − (or +) is disabled, as on a device.
            let minus = node.style.decrementDisabled ? "<span class=\"off\">−</span>" : "<span>−</span>"
            let plus = node.style.incrementDisabled ? "<span class=\"off\">+</span>" : "<span>+</span>"
            return "<span class=\"stepper\(disabled)\"><span class=\"control-label\">\(label)</span>"
                + "<span class=\"stepper-buttons\">\(minus)\(plus)</span></span>"
        case .picker:
            return picker(node)
        case .slider:
            let fraction = sliderFraction(node)
            let end = { (kind: ScreenStyle.Kind) in
                node.children.filter { $0.style.kind == kind }.flatMap(\.children).map(self.node).joined()
            }
            return "<span class=\"slider\(disabled)\"><span class=\"control-label\">\(label)</span>" + end(.minimumValueLabel)
                + "<span class=\"track\"><span class=\"fill\" style=\"width:\(format(fraction * 100))%\"></span></span>"
                + end(.maximumValueLabel)
                + "<span class=\"slider-value\">\(value)</span></span>"
        case .labeledContent:
            return "<span class=\"labeled\(textStyle(node))\"><span>\(label)</span><span class=\"labeled-value\">\(value)</span></span>"
        case .contentUnavailable:
            let description = node.style.description.map { "<span class=\"cu-description\">\(HTML.escape($0))</span>" } ?? ""
            return "<span class=\"unavailable\"><span class=\"cu-icon\">\(icon(node))</span>"
                + "<span class=\"cu-title\">\(label)</span>\(description)</span>"
        case .sheet:
            return "<div class=\"sheet\">" + node.children.map(self.node).joined() + "</div>"
        case .searchField, .progress, .contextMenu:
            return listEditingNode(node)
        case .link, .menu, .datePicker, .gauge, .disclosureGroup:
            return controlDrawing(node, icon: icon(node), render: self.node)
        }
    }

    /// A form's or list's rows: rows outside any `Section` are drawn as one grouped section of
    /// their own, as a `Form` without sections looks on a device.
    private func groupedRows(_ children: [ScreenNode]) -> String {
        var html = ""
        var loose: [ScreenNode] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            html +=
                "<div class=\"section\"><div class=\"section-body\">"
                + loose.map(row).joined() + "</div></div>"
            loose = []
        }
        for child in rows(children) {
            if child.role == .section {
                flushLoose()
                html += node(child)
            } else {
                loose.append(child)
            }
        }
        flushLoose()
        return html
    }

    /// Rows as a person counts them: groups without a look of their own (a ForEach, a Group) are
    /// not rows; their children are.
    private func rows(_ children: [ScreenNode]) -> [ScreenNode] {
        children.flatMap { child -> [ScreenNode] in
            if child.role == .group, child.style.isEmpty, child.label == nil { return rows(child.children) }
            return [child]
        }
    }

    private func picker(_ node: ScreenNode) -> String {
        let options = node.options ?? []
        if node.style.pickerStyle == .segmented {
            let segments = options.map { option in
                "<span class=\"segment\(option == node.value ? " selected" : "")\">\(HTML.escape(option))</span>"
            }.joined()
            return
                "<span class=\"segmented\(node.isEnabled ? "" : " disabled")\" aria-label=\"\(HTML.escape(node.label ?? ""))\">\(segments)</span>"
        }
        return
            "<span class=\"menu-picker\(node.isEnabled ? "" : " disabled")\"><span class=\"control-label\">\(HTML.escape(node.label ?? ""))</span>"
            + "<span class=\"picker-value\">\(HTML.escape(node.value ?? "")) ⌃⌄</span></span>"
    }

    /// A built-in-styled button or link whose label is more than one text or icon.
    func compoundLabel(_ node: ScreenNode) -> Bool {
        guard !node.children.isEmpty, node.style.buttonStyle.map(Self.builtInButtonStyles.contains) ?? true else { return false }
        return node.children.count > 1 || node.children[0].role != .text
    }

    static let builtInButtonStyles: Set<String> = [
        "automatic", "bordered", "borderedProminent", "borderless", "plain", "glass", "glassProminent",
    ]

    private func textClasses(_ node: ScreenNode) -> String {
        "text" + textStyle(node)
    }

    /// Font, weight and colour classes shared by every element that shows text.
    func textStyle(_ node: ScreenNode) -> String {
        var classes = ""
        if let font = node.style.font { classes += " font-" + cssWord(font) }
        if let weight = node.style.weight { classes += " weight-" + cssWord(weight) }
        if let foreground = node.style.foreground { classes += " fg-" + cssWord(foreground) }
        return classes
    }

    private func paddingClass(_ node: ScreenNode) -> String {
        node.style.padding == nil ? "" : " padded"
    }

    private func sliderFraction(_ node: ScreenNode) -> Double {
        let lower = node.style.minimum ?? 0
        let upper = node.style.maximum ?? 1
        guard let value = Double(node.value ?? ""), upper > lower else { return 0.5 }
        return min(max((value - lower) / (upper - lower), 0), 1)
    }

    /// SF Symbols are not available outside Apple's platforms; a few common ones get a close
    /// Unicode stand-in, the rest a neutral dot, so the layout still shows an icon is there.
    func icon(_ node: ScreenNode) -> String {
        guard let name = node.style.systemImage else { return "" }
        let symbols: [String: String] = [
            "star": "☆", "star.fill": "★",
            "heart": "♡", "heart.fill": "♥", "plus": "+", "minus": "−", "trash": "🗑", "checkmark": "✓",
            "xmark": "✕", "gear": "⚙", "magnifyingglass": "🔍", "person": "👤", "cart": "🛒", "bell": "🔔",
            "tray": "📥", "doc": "📄", "list.bullet": "☰", "info.circle": "ⓘ", "exclamationmark.triangle": "⚠",
            "chevron.left": "‹", "chevron.right": "›", "house": "⌂", "house.fill": "⌂", "gearshape": "⚙", "gearshape.fill": "⚙",
            "square.and.pencil": "✎",
            "pencil": "✎", "ellipsis.circle": "⋯", "plus.circle": "⊕", "plus.circle.fill": "⊕", "list.bullet.circle": "☰",
        ]
        // Common symbols are drawn as inline SVG, so they need no emoji font on the reader's side.
        if let svg = SymbolDrawings.svg(name) {
            return "<span class=\"symbol drawn\" title=\"\(HTML.escape(name))\" aria-hidden=\"true\">\(svg)</span>"
        }
        // A few symbols are drawn with CSS shapes, so they need no emoji font on the reader's side.
        if let shape = cssShapes[name] {
            return "<span class=\"symbol shape \(shape)\" title=\"\(HTML.escape(name))\" aria-hidden=\"true\"></span>"
        }
        // "….circle" symbols draw their glyph in a CSS circle, which needs no emoji font.
        if name.hasSuffix(".circle"), let letter = circledLetters[String(name.dropLast(".circle".count))] {
            return "<span class=\"symbol circled\" title=\"\(HTML.escape(name))\" aria-hidden=\"true\">\(letter)</span>"
        }
        let glyph = symbols[name] ?? "●"
        return "<span class=\"symbol\" title=\"\(HTML.escape(name))\" aria-hidden=\"true\">\(glyph)</span>"
    }

    private let cssShapes = [
        "bookmark": "bookmark", "bookmark.fill": "bookmark filled",
        "person": "person", "person.fill": "person filled", "person.crop.circle": "person",
        "person.2": "person people", "person.2.fill": "person people filled",
    ]

    private let circledLetters = [
        "dollarsign": "$", "eurosign": "€", "info": "i", "questionmark": "?",
        "exclamationmark": "!", "plus": "+", "minus": "−", "xmark": "✕", "checkmark": "✓",
    ]

    private func cssWord(_ word: String) -> String {
        String(word.unicodeScalars.filter { CharacterSet.cssSafe.contains($0) }.map(Character.init))
    }

    func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(format: "%.1f", number)
    }
}

extension CharacterSet {
    fileprivate static let cssSafe = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
}
