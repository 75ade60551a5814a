import Foundation
import SwiftSource

/// Where the lesson runtime ends: which SwiftUI API it provides (scanned from its sources) and
/// which names belong to Apple's SwiftUI, so that lesson code calling an API the runtime lacks is
/// told exactly that, at the markdown line, instead of reading a type error about its own code.
enum RuntimeSurface {
    /// Public names of Apple's SwiftUI (iOS 17/18) that course code commonly writes: views and
    /// other types, modifiers, and environment values. Not exhaustive; a name missing here only
    /// means the compiler's own message is shown.
    static let appleSwiftUINames: Set<String> = [
        "AccessibilityActionKind", "AccessibilityChildBehavior", "AccessibilityTraits", "Alert", "Alignment",
        "AlignmentGuide", "Anchor", "Angle", "AngularGradient", "Animatable", "AnimatableModifier", "Animation",
        "AnyLayout", "AnyShape", "AnyShapeStyle", "AnyTransition", "AnyView", "AppStorage", "AsyncImage",
        "Axis", "BackgroundStyle", "Bindable", "Binding", "BlendMode", "BorderedButtonStyle",
        "BorderedProminentButtonStyle", "BorderlessButtonStyle", "Button", "ButtonRole", "ButtonStyle",
        "ButtonStyleConfiguration", "ButtonToggleStyle", "Canvas", "Capsule", "Circle", "Color",
        "ColorPicker", "ColorScheme", "Commands", "CompactDatePickerStyle", "ConfirmationDialog",
        "ContainerRelativeShape", "ContentMode", "ContentShapeKinds", "ContentUnavailableView", "ContextMenu",
        "ControlGroup", "ControlSize", "CustomizableToolbarContent", "DatePicker", "DatePickerComponents",
        "DatePickerStyle", "DefaultButtonStyle", "DefaultDatePickerStyle", "DisclosureGroup", "Divider",
        "DocumentGroup", "DragGesture", "DynamicProperty", "EditButton", "EditMode", "Ellipse", "EllipticalGradient",
        "EmptyView", "Environment", "EnvironmentKey", "EnvironmentObject", "EnvironmentValues", "EquatableView",
        "ExclusiveGesture", "FetchRequest", "FileDocument", "FocusState", "FocusedValue", "Font", "ForEach", "Form",
        "FormStyle", "Gauge", "GaugeStyle", "GeometryProxy", "GeometryReader", "Gesture", "GestureState",
        "GraphicalDatePickerStyle", "Grid", "GridItem", "GridRow", "Group", "GroupBox", "HStack",
        "HorizontalAlignment", "Image", "ImageRenderer", "InlinePickerStyle", "InsetGroupedListStyle",
        "KeyframeAnimator", "Label", "LabelStyle", "LabeledContent", "Layout", "LazyHGrid", "LazyHStack",
        "LazyVGrid", "LazyVStack", "LinearGradient", "Link", "List", "ListStyle", "LocalizedStringKey",
        "LongPressGesture", "MagnificationGesture", "MagnifyGesture", "Menu", "MenuPickerStyle", "MenuStyle",
        "ModifiedContent", "MultiDatePicker", "Namespace", "NavigationLink", "NavigationLinkPickerStyle",
        "NavigationPath", "NavigationSplitView", "NavigationStack", "NavigationView", "ObservedObject",
        "OpenURLAction", "OutlineGroup", "PalettePickerStyle", "PasteButton", "Path", "PhaseAnimator", "Picker",
        "PickerStyle", "PlainButtonStyle", "PresentationDetent", "PrimitiveButtonStyle", "ProgressView",
        "ProgressViewStyle", "RadialGradient", "Rectangle", "RenameButton", "RotateGesture", "RotationGesture",
        "RoundedRectangle", "ScaledMetric", "Scene", "SceneStorage", "ScrollView", "ScrollViewProxy",
        "ScrollViewReader", "SearchFieldPlacement", "Section", "SectionedFetchRequest", "SecureField",
        "SegmentedPickerStyle", "Settings", "Shape", "ShapeStyle", "ShareLink", "SimultaneousGesture", "Slider",
        "Spacer", "SpatialTapGesture", "State", "StateObject", "Stepper", "StrokeStyle", "SubmitLabel",
        "SwitchToggleStyle", "Tab", "TabView", "TabViewStyle", "Table", "TableColumn", "TapGesture", "Text",
        "TextEditor", "TextField", "TextFieldStyle", "TimelineView", "Toggle", "ToggleStyle",
        "ToggleStyleConfiguration", "ToolbarItem", "ToolbarItemGroup", "ToolbarItemPlacement", "Transaction",
        "UnevenRoundedRectangle", "UnitPoint", "VStack", "VerticalAlignment", "VideoPlayer", "View", "ViewBuilder",
        "ViewModifier", "ViewThatFits", "Visibility", "WheelDatePickerStyle", "WheelPickerStyle", "WindowGroup",
        "ZStack", "accessibilityAction", "accessibilityAddTraits", "accessibilityElement", "accessibilityHidden",
        "accessibilityHint", "accessibilityIdentifier", "accessibilityInputLabels", "accessibilityLabel",
        "accessibilityRemoveTraits", "accessibilitySortPriority", "accessibilityValue", "alert", "alignmentGuide",
        "allowsHitTesting", "animation", "aspectRatio", "autocorrectionDisabled", "background", "backgroundStyle",
        "badge", "blendMode", "blur", "bold", "border", "brightness", "buttonBorderShape", "buttonStyle", "calendar",
        "clipShape", "clipped", "colorInvert", "colorMultiply", "colorScheme", "compositingGroup",
        "confirmationDialog", "containerRelativeFrame", "contentMargins", "contentShape", "contentTransition",
        "contextMenu", "contrast", "controlSize", "coordinateSpace", "cornerRadius", "datePickerStyle",
        "defaultScrollAnchor", "deleteDisabled", "disabled", "dismiss", "dismissSearch", "drawingGroup",
        "dynamicTypeSize", "edgesIgnoringSafeArea", "editMode", "environment", "environmentObject", "fileExporter",
        "fileImporter", "fill", "fixedSize", "focusable", "focused", "font", "fontDesign", "fontWeight", "fontWidth",
        "foregroundColor", "foregroundStyle", "frame", "fullScreenCover", "gaugeStyle", "geometryGroup", "gesture",
        "grayscale", "gridCellAnchor", "gridCellColumns", "gridColumnAlignment", "groupBoxStyle", "headerProminence",
        "help", "hidden", "highPriorityGesture", "horizontalSizeClass", "hoverEffect", "hueRotation", "id",
        "ignoresSafeArea", "imageScale", "inspector", "interactiveDismissDisabled", "isEnabled", "isSearching",
        "italic", "kerning", "keyboardShortcut", "keyboardType", "keyframeAnimator", "labelStyle", "labelsHidden",
        "layoutPriority", "lineLimit", "lineSpacing", "listItemTint", "listRowBackground", "listRowInsets",
        "listRowSeparator", "listRowSeparatorTint", "listRowSpacing", "listSectionSeparator", "listSectionSpacing",
        "listStyle", "locale", "mask", "matchedGeometryEffect", "menuStyle", "minimumScaleFactor", "modifier",
        "monospaced", "monospacedDigit", "moveDisabled", "multilineTextAlignment", "navigationBarBackButtonHidden",
        "navigationBarHidden", "navigationBarItems", "navigationBarTitle", "navigationBarTitleDisplayMode",
        "navigationDestination", "navigationSplitViewStyle", "navigationTitle", "offset", "onAppear", "onChange",
        "onContinuousHover", "onDelete", "onDisappear", "onDrag", "onDrop", "onHover", "onInsert", "onKeyPress",
        "onLongPressGesture", "onMove", "onOpenURL", "onPreferenceChange", "onReceive", "onSubmit", "onTapGesture",
        "opacity", "openURL", "overlay", "padding", "phaseAnimator", "pickerStyle", "popover", "position",
        "preference", "preferredColorScheme", "presentationBackground", "presentationCornerRadius",
        "presentationDetents", "presentationDragIndicator", "presentationMode", "privacySensitive",
        "progressViewStyle", "projectionEffect", "redacted", "refreshable", "renameAction", "rotation3DEffect",
        "rotationEffect", "saturation", "scaleEffect", "scaledToFill", "scaledToFit", "scenePhase",
        "scrollClipDisabled", "scrollContentBackground", "scrollDisabled", "scrollDismissesKeyboard",
        "scrollIndicators", "scrollPosition", "scrollTargetBehavior", "scrollTargetLayout", "searchSuggestions",
        "searchable", "sensoryFeedback", "shadow", "sheet", "simultaneousGesture", "statusBarHidden",
        "strikethrough", "stroke", "strokeBorder", "submitLabel", "swipeActions", "symbolEffect",
        "symbolRenderingMode", "symbolVariant", "tabItem", "tabViewStyle", "tag", "task", "textCase",
        "textContentType", "textFieldStyle", "textInputAutocapitalization", "textSelection", "timeZone", "tint",
        "toggleStyle", "toolbar", "toolbarBackground", "toolbarColorScheme", "toolbarRole",
        "toolbarTitleDisplayMode", "tracking", "transaction", "transition", "trim", "truncationMode", "underline",
        "unredacted", "verticalSizeClass", "visualEffect", "zIndex",
    ]

    /// The runtime's public API, from its sources: type names and member names (modifiers,
    /// methods, properties), without the runtime's own `_`-prefixed internals.
    struct API: Equatable, Sendable {
        var types: [String]
        var members: [String]
        /// The same names by the API family that declares them: the runtime's top-level folders
        /// (Controls, Layout, Navigation, …), which follow the topics of Apple's documentation.
        var families: [Family] = []
        /// The frameworks beside SwiftUI (`companionTitles`), one family per module.
        var companions: [Family] = []
        /// Every name the runtime provides, SwiftUI's and its companions'.
        var all: Set<String> { Set(types).union(members).union(companions.flatMap { $0.types + $0.members }) }
    }

    struct Family: Equatable, Sendable {
        var name: String
        var types: [String]
        var members: [String]
    }

    /// Public because the engine hosts lessons through them, not API a lesson writes.
    static let runtimeOnlyNames: Set<String> = [
        "body", "Body", "HeadlessHost", "HeadlessError", "perform", "screen",
        "bodyEvaluations", "warnings",
        // `_FixtureServer`'s: the host installs a run's fixtures and collects its requests.
        "install", "takeRequests",
    ]

    /// SwiftUI's API, and that of the frameworks lesson code imports beside it (SwiftData, one
    /// family of its own): a name either provides counts as provided.
    static func api(in sources: RuntimeSources) -> API {
        var api = api(inDirectory: sources.swiftUIDirectory)
        api.companions = RuntimeModule.all.map(\.name).filter { companionTitles[$0] != nil }.map { module in
            let declared = self.api(inDirectory: sources.directory(of: module))
            return Family(name: module, types: declared.types, members: declared.members)
        }
        return api
    }

    /// The runtime's modules beside SwiftUI that lesson code reaches, and what they stand in for.
    static let companionTitles = [
        "LessonFoundation":
            "Foundation in the course's locale, time zone and calendar (`.formatted()` of dates, numbers, measurements and names, `Locale.current`, `DateFormatter()`), through `import SwiftUI`, `SwiftData` or `UIKit`",
        "LessonNetworking":
            "Foundation's URL loading (`import Foundation` or `import SwiftUI`), answered by the lesson's `fixtures:`",
        "UIKit": "UIKit as SwiftUI apps use it (`import UIKit`, or through `import SwiftUI` as on iOS)",
        "CoreLocation": "CoreLocation's values (`CLLocationCoordinate2D`, `CLLocation.distance(from:)`); no position is ever delivered",
        "MapKit": "MapKit for SwiftUI (`Map`, `Marker`, `Annotation`, `MapPolyline`): a map tile whose markers a checkpoint reads and taps",
        "GameKit": "GameKit's random sources (`import GameKit`), seeded the same on every run",
        "SwiftData":
            "SwiftData (`import SwiftData`): `@Model`, containers, contexts and `@Query`, kept in a store file in the app's container",
    ]

    nonisolated(unsafe) private static var cache: [String: API] = [:]
    private static let cacheLock = NSLock()

    /// The public API of one module's sources, by family: the top-level folder of each file, or
    /// `family` for every file of a module that is one family.
    static func api(inDirectory directory: String, family wholeModule: String? = nil) -> API {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let cached = cache[directory] { return cached }
        var types: Set<String> = []
        var members: Set<String> = []
        var families: [String: (types: Set<String>, members: Set<String>)] = [:]
        // Operators (`+`, `==`) are not names an author looks up; a backticked name is its name.
        let isAPI = { (name: String) in
            name.first.map { $0.isLetter } == true && !runtimeOnlyNames.contains(name)
        }
        for file in RuntimeBuilder.swiftFiles(in: directory) {
            guard let text = try? String(contentsOfFile: directory + "/" + file, encoding: .utf8) else { continue }
            let family = wholeModule ?? (file.split(separator: "/").count > 1 ? String(file.split(separator: "/")[0]) : "Host")
            let declared = SwiftAPINames.publicDeclarations(in: text)
            let fileTypes = declared.types.filter(isAPI)
            let fileMembers = declared.members.filter(isAPI)
            types.formUnion(fileTypes)
            members.formUnion(fileMembers)
            families[family, default: ([], [])].types.formUnion(fileTypes)
            families[family, default: ([], [])].members.formUnion(fileMembers)
        }
        let grouped = families.keys.sorted().map { name in
            let family = families[name]!
            return Family(name: name, types: family.types.sorted(), members: family.members.subtracting(types).sorted())
        }.filter { !$0.types.isEmpty || !$0.members.isEmpty }
        let api = API(types: types.sorted(), members: members.subtracting(types).sorted(), families: grouped)
        cache[directory] = api
        return api
    }

    /// The name swiftc could not find, from "value of type '…' has no member 'X'", "type '…' has
    /// no member 'X'" (a member) or "cannot find 'X' in scope" / "cannot find type 'X' in scope".
    static func missingName(in message: String) -> (name: String, isMember: Bool)? {
        let patterns: [(String, Bool)] = [
            (#"has no member '([A-Za-z_][A-Za-z0-9_]*)'"#, true),
            (#"^cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope"#, false),
        ]
        for (pattern, isMember) in patterns {
            let regex = try! NSRegularExpression(pattern: pattern)
            if let match = regex.firstMatch(in: message, range: NSRange(message.startIndex..., in: message)),
                let range = Range(match.range(at: 1), in: message)
            {
                return (String(message[range]), isMember)
            }
        }
        return nil
    }

    /// "`.matchedGeometryEffect` is a SwiftUI API the lesson runtime does not provide yet", when
    /// the compiler could not find a name that Apple's SwiftUI has and the runtime does not.
    static func unsupportedAPIMessage(for compilerMessage: String, provided: Set<String>) -> String? {
        guard let (name, isMember) = missingName(in: compilerMessage),
            appleSwiftUINames.contains(name), !provided.contains(name)
        else { return nil }
        return unsupportedMessage(name: name, isMember: isMember)
    }

    static let unsupportedSuffix = " is a SwiftUI API the lesson runtime does not provide yet"

    static func unsupportedMessage(name: String, isMember: Bool) -> String {
        "`\(isMember ? "." : "")\(name)`" + unsupportedSuffix
    }

    /// Where an author checks what the runtime provides.
    static let documentationPath = "docs/runtime-api.md"
}

extension RuntimeSurface {
    /// The page at `documentationPath`: every type and member the runtime provides. A test keeps it
    /// equal to the runtime's sources (`UPDATE_RUNTIME_API_DOCS=1 swift test --filter RuntimeSurface` rewrites it).
    static func documentation(_ api: API) -> String {
        func list(_ names: [String]) -> String {
            names.map { "`\($0)`" }.joined(separator: ", ")
        }
        let families = api.families.map { family -> String in
            var section = "## \(familyTitles[family.name] ?? family.name) (`\(family.name)/`)\n"
            if !family.types.isEmpty { section += "\nTypes: \(list(family.types))\n" }
            if !family.members.isEmpty { section += "\nModifiers, methods and properties: \(list(family.members))\n" }
            return section
        }.joined(separator: "\n")
        let missing = appleSwiftUINames.subtracting(api.all).sorted()
        let companions = api.companions.map { module -> String in
            var section = "### \(companionTitles[module.name] ?? module.name) (`Sources/\(module.name)/`)\n"
            if !module.types.isEmpty { section += "\nTypes: \(list(module.types))\n" }
            if !module.members.isEmpty { section += "\nMethods and properties: \(list(module.members))\n" }
            return section
        }.joined(separator: "\n")
        return """
            # The SwiftUI API the lesson runtime provides

            Lesson code compiles against coursegen's own headless SwiftUI (`Sources/SwiftUI`), not Apple's.
            It provides the names below with Apple's signatures (iOS 17/18). When lesson code uses a
            SwiftUI API that is not here, the build says so at the markdown line:
            "`.matchedGeometryEffect` is a SwiftUI API the lesson runtime does not provide yet".

            This page is generated from the runtime's public declarations and checked by a test, so it is
            always true of the runtime you build with. A name being listed means it exists; every
            overload Apple offers may not (the compiler then names the closest one). The names are
            grouped as the runtime's folders are, by the topics of Apple's SwiftUI documentation; a
            name such as `automatic` that several families declare is listed under each.

            \(families)
            ## Beside SwiftUI

            Lesson code also reaches these runtime modules, with Apple's signatures. A framework the
            runtime cannot stand in for (CoreML, CoreImage, AVFoundation, WebKit, a package…) is one error
            at its `import` line that names it.

            \(companions)
            ## Common SwiftUI API not provided yet

            \(list(missing))

            """
    }

    /// Headings for the runtime's folders, as Apple's documentation names the topics.
    static let familyTitles = [
        "AppStructure": "App structure", "Views": "Views", "TextAndImages": "Text and images",
        "Controls": "Controls and indicators", "Layout": "Layout", "Lists": "Lists and forms",
        "Navigation": "Navigation", "Presentations": "Modal presentations", "Drawing": "Drawing and graphics",
        "Animation": "Animations", "Gestures": "Gestures", "StateAndDataFlow": "State and data flow",
        "ModelData": "Model data", "EnvironmentAndPreferences": "Environment and preferences",
        "Accessibility": "Accessibility", "Host": "The headless host", "FrameworkIntegration": "Framework integration",
    ]
}
