/// How an element looks, as facts a renderer needs: fonts, colours, control styles, layout.
///
/// Every fact has a named field, so a fact that is written is the fact that is read; a reader
/// and a writer can never disagree about a key's spelling. Values are what SwiftUI calls the
/// style in source (`largeTitle`, `borderedProminent`, `secondary`), numbers as a person reads
/// them (`24`, not `24.0`). Encoded as a JSON object holding only the facts that are set.
public struct ScreenStyle: Codable, Equatable, Hashable, Sendable {
    // MARK: What the element is drawn as, for groups with no role of their own
    /// Spacer, divider, scroll, navigationStack, color, rectangle, roundedRectangle, circle, capsule.
    public var kind: String?

    // MARK: Layout
    /// Vertical, horizontal or depth (a ZStack).
    public var axis: String?
    /// A stack's spacing in points.
    public var spacing: String?
    /// A stack's or frame's alignment when not centred.
    public var alignment: String?
    /// Padding in points ("24", or the edges it applies to).
    public var padding: String?
    /// "maxWidth 280", "width 40 height 40".
    public var frame: String?
    public var background: String?
    public var overlay: String?
    public var border: String?
    public var cornerRadius: String?
    public var clipShape: String?
    public var shadow: String?
    public var opacity: String?
    public var scale: String?
    public var fill: String?
    public var stroke: String?
    public var color: String?
    public var contentMode: String?
    public var imageScale: String?

    // MARK: Text
    /// A text style name (largeTitle, title, headline, …) or "system 24".
    public var font: String?
    /// Bold, semibold, ….
    public var weight: String?
    /// The colour or hierarchical style (red, secondary, tint).
    public var foreground: String?
    /// "true" when italic.
    public var italic: String?
    public var design: String?
    public var textAlignment: String?
    public var lineLimit: String?
    public var textCase: String?
    public var underline: String?
    public var strikethrough: String?
    public var monospacedDigit: String?

    // MARK: Controls
    /// Bordered, borderedProminent, plain, borderless or a custom style's type name.
    public var buttonStyle: String?
    public var pickerStyle: String?
    public var textFieldStyle: String?
    public var toggleStyle: String?
    public var listStyle: String?
    public var controlSize: String?
    public var tint: String?
    public var keyboardType: String?
    public var autocapitalization: String?
    /// A button's role: destructive or cancel.
    public var role: String?
    /// A text field's prompt.
    public var placeholder: String?
    public var labelsHidden: String?
    /// A slider's lower bound.
    public var minimum: String?
    /// A slider's upper bound.
    public var maximum: String?
    /// A grid's number of columns (LazyVGrid, Grid) or rows (LazyHGrid).
    public var columns: String?
    /// A gauge's or progress's fraction of its range, 0…1.
    public var fraction: String?
    /// A link's destination URL.
    public var destination: String?
    /// A label's style: iconOnly, titleOnly or titleAndIcon.
    public var labelStyle: String?

    // MARK: Content
    /// An SF Symbol name.
    public var systemImage: String?
    /// An image's asset name.
    public var name: String?
    /// A ContentUnavailableView's description.
    public var description: String?
    /// A form section's footer text.
    public var footer: String?
    /// What VoiceOver reads instead of the visible label.
    public var accessibilityLabel: String?
    /// What VoiceOver reads after a pause, from `.accessibilityHint`.
    public var accessibilityHint: String?
    /// "true" when `.accessibilityHidden(true)` hides the element (and what it contains) from
    /// VoiceOver and XCUITest; it is still drawn.
    public var accessibilityHidden: String?
    /// combine, ignore or contain, from `.accessibilityElement(children:)`: with combine or ignore
    /// the element is one accessibility element and its children are not read on their own.
    public var accessibilityElement: String?
    /// Added traits, comma separated (isHeader, isButton, …).
    public var accessibilityTraits: String?

    // MARK: Presentation
    /// How a presented screen appears: sheet or fullScreenCover.
    public var presentation: String?
    /// A sheet's detents, comma separated.
    public var detents: String?

    // MARK: Navigation
    /// A navigation bar's title display mode as shown: large or inline.
    public var titleDisplayMode: String?
    /// Where a toolbar item sits, as SwiftUI names it in source (topBarLeading, topBarTrailing,
    /// principal, bottomBar, cancellationAction, …); "back" for a navigation bar's back button.
    public var placement: String?
    /// "true" on a NavigationLink: in a List or Form row it shows a disclosure chevron.
    public var disclosure: String?
    /// A badge's text: on a tab bar item, or at the end of a list row.
    public var badge: String?

    // MARK: Lists that edit, focus
    /// A row's edit-mode controls, shown while the list is editing: "delete", "move" or "delete move".
    public var editControls: String?
    /// "true" on the text field that has keyboard focus.
    public var focused: String?
    /// What a text field's return key reads (`.submitLabel`): done, go, send, search, next, ….
    public var submitLabel: String?
    /// "true" on a list that can be pulled to refresh.
    public var refreshable: String?
    /// "true" on a SecureField: its value reads as dots, as on a device.
    public var secure: String?

    // MARK: Drawing
    /// A drawn shape's outline as SVG path data (`M 0 0 L 10 0 Z`), in points of `pathSize`.
    public var path: String?
    /// The width and height the shape's `path(in:)` was given: "200 100".
    public var pathSize: String?
    /// A stroke's width in points.
    public var lineWidth: String?
    /// "evenOdd" when a shape is filled with `FillStyle(eoFill: true)`.
    public var fillRule: String?
    /// Rotation in degrees (`rotationEffect`, a 3D rotation about the z axis).
    public var rotation: String?
    /// A drawing offset in points: "x y".
    public var offset: String?

    public init(kind: String? = nil, axis: String? = nil, spacing: String? = nil, alignment: String? = nil, padding: String? = nil, frame: String? = nil, background: String? = nil, overlay: String? = nil, border: String? = nil, cornerRadius: String? = nil, clipShape: String? = nil, shadow: String? = nil, opacity: String? = nil, scale: String? = nil, fill: String? = nil, stroke: String? = nil, color: String? = nil, contentMode: String? = nil, imageScale: String? = nil, font: String? = nil, weight: String? = nil, foreground: String? = nil, italic: String? = nil, design: String? = nil, textAlignment: String? = nil, lineLimit: String? = nil, textCase: String? = nil, underline: String? = nil, strikethrough: String? = nil, monospacedDigit: String? = nil, buttonStyle: String? = nil, pickerStyle: String? = nil, textFieldStyle: String? = nil, toggleStyle: String? = nil, listStyle: String? = nil, controlSize: String? = nil, tint: String? = nil, keyboardType: String? = nil, autocapitalization: String? = nil, role: String? = nil, placeholder: String? = nil, labelsHidden: String? = nil, minimum: String? = nil, maximum: String? = nil, columns: String? = nil, fraction: String? = nil, destination: String? = nil, labelStyle: String? = nil, systemImage: String? = nil, name: String? = nil, description: String? = nil, footer: String? = nil, accessibilityLabel: String? = nil, accessibilityHint: String? = nil, accessibilityHidden: String? = nil, accessibilityElement: String? = nil, accessibilityTraits: String? = nil, presentation: String? = nil, detents: String? = nil, titleDisplayMode: String? = nil, placement: String? = nil, disclosure: String? = nil, badge: String? = nil, editControls: String? = nil, focused: String? = nil, submitLabel: String? = nil, refreshable: String? = nil, secure: String? = nil, path: String? = nil, pathSize: String? = nil, lineWidth: String? = nil, fillRule: String? = nil, rotation: String? = nil, offset: String? = nil) {
        self.kind = kind
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.padding = padding
        self.frame = frame
        self.background = background
        self.overlay = overlay
        self.border = border
        self.cornerRadius = cornerRadius
        self.clipShape = clipShape
        self.shadow = shadow
        self.opacity = opacity
        self.scale = scale
        self.fill = fill
        self.stroke = stroke
        self.color = color
        self.contentMode = contentMode
        self.imageScale = imageScale
        self.font = font
        self.weight = weight
        self.foreground = foreground
        self.italic = italic
        self.design = design
        self.textAlignment = textAlignment
        self.lineLimit = lineLimit
        self.textCase = textCase
        self.underline = underline
        self.strikethrough = strikethrough
        self.monospacedDigit = monospacedDigit
        self.buttonStyle = buttonStyle
        self.pickerStyle = pickerStyle
        self.textFieldStyle = textFieldStyle
        self.toggleStyle = toggleStyle
        self.listStyle = listStyle
        self.controlSize = controlSize
        self.tint = tint
        self.keyboardType = keyboardType
        self.autocapitalization = autocapitalization
        self.role = role
        self.placeholder = placeholder
        self.labelsHidden = labelsHidden
        self.minimum = minimum
        self.maximum = maximum
        self.columns = columns
        self.fraction = fraction
        self.destination = destination
        self.labelStyle = labelStyle
        self.systemImage = systemImage
        self.name = name
        self.description = description
        self.footer = footer
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
        self.accessibilityHidden = accessibilityHidden
        self.accessibilityElement = accessibilityElement
        self.accessibilityTraits = accessibilityTraits
        self.presentation = presentation
        self.detents = detents
        self.titleDisplayMode = titleDisplayMode
        self.placement = placement
        self.disclosure = disclosure
        self.badge = badge
        self.editControls = editControls
        self.focused = focused
        self.submitLabel = submitLabel
        self.refreshable = refreshable
        self.secure = secure
        self.path = path
        self.pathSize = pathSize
        self.lineWidth = lineWidth
        self.fillRule = fillRule
        self.rotation = rotation
        self.offset = offset
    }

    /// Every fact with its name, for code that treats facts alike (inheriting, merging, listing).
    public static let facts: [(name: String, keyPath: WritableKeyPath<ScreenStyle, String?>)] = [
        ("kind", \.kind),
        ("axis", \.axis),
        ("spacing", \.spacing),
        ("alignment", \.alignment),
        ("padding", \.padding),
        ("frame", \.frame),
        ("background", \.background),
        ("overlay", \.overlay),
        ("border", \.border),
        ("cornerRadius", \.cornerRadius),
        ("clipShape", \.clipShape),
        ("shadow", \.shadow),
        ("opacity", \.opacity),
        ("scale", \.scale),
        ("fill", \.fill),
        ("stroke", \.stroke),
        ("color", \.color),
        ("contentMode", \.contentMode),
        ("imageScale", \.imageScale),
        ("font", \.font),
        ("weight", \.weight),
        ("foreground", \.foreground),
        ("italic", \.italic),
        ("design", \.design),
        ("textAlignment", \.textAlignment),
        ("lineLimit", \.lineLimit),
        ("textCase", \.textCase),
        ("underline", \.underline),
        ("strikethrough", \.strikethrough),
        ("monospacedDigit", \.monospacedDigit),
        ("buttonStyle", \.buttonStyle),
        ("pickerStyle", \.pickerStyle),
        ("textFieldStyle", \.textFieldStyle),
        ("toggleStyle", \.toggleStyle),
        ("listStyle", \.listStyle),
        ("controlSize", \.controlSize),
        ("tint", \.tint),
        ("keyboardType", \.keyboardType),
        ("autocapitalization", \.autocapitalization),
        ("role", \.role),
        ("placeholder", \.placeholder),
        ("labelsHidden", \.labelsHidden),
        ("minimum", \.minimum),
        ("maximum", \.maximum),
        ("columns", \.columns),
        ("fraction", \.fraction),
        ("destination", \.destination),
        ("labelStyle", \.labelStyle),
        ("systemImage", \.systemImage),
        ("name", \.name),
        ("description", \.description),
        ("footer", \.footer),
        ("accessibilityLabel", \.accessibilityLabel),
        ("accessibilityHint", \.accessibilityHint),
        ("accessibilityHidden", \.accessibilityHidden),
        ("accessibilityElement", \.accessibilityElement),
        ("accessibilityTraits", \.accessibilityTraits),
        ("presentation", \.presentation),
        ("detents", \.detents),
        ("titleDisplayMode", \.titleDisplayMode),
        ("placement", \.placement),
        ("disclosure", \.disclosure),
        ("badge", \.badge),
        ("editControls", \.editControls),
        ("focused", \.focused),
        ("submitLabel", \.submitLabel),
        ("refreshable", \.refreshable),
        ("secure", \.secure),
        ("path", \.path),
        ("pathSize", \.pathSize),
        ("lineWidth", \.lineWidth),
        ("fillRule", \.fillRule),
        ("rotation", \.rotation),
        ("offset", \.offset),
    ]

    /// True when no fact is set.
    public var isEmpty: Bool { Self.facts.allSatisfy { self[keyPath: $0.keyPath] == nil } }

    /// This style with every fact `other` sets taking precedence.
    public func merging(_ other: ScreenStyle) -> ScreenStyle {
        var result = self
        for fact in Self.facts { if let value = other[keyPath: fact.keyPath] { result[keyPath: fact.keyPath] = value } }
        return result
    }

    /// The set facts as name/value pairs, in declaration order.
    public var setFacts: [(name: String, value: String)] {
        Self.facts.compactMap { fact in self[keyPath: fact.keyPath].map { (fact.name, $0) } }
    }
}
