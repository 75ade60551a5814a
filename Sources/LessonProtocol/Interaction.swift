/// How a checkpoint names an element: by what a person reads, or by its accessibility identifier.
public indirect enum Locator: Codable, Equatable, Sendable, CustomStringConvertible {
    /// A visible label. `*` matches any run of characters ("Party of *").
    case label(String)
    /// An accessibility identifier, written `#addTicket` in a checkpoint.
    case identifier(String)
    /// The one element of a kind on the screen, written `slider`; with a position, `2nd slider`,
    /// one of several (an unlabelled `Slider(value: $amount)` has nothing else to name it by).
    case kind(ElementKind)
    /// The N-th (from 1) of several elements the locator names, in reading order: `2nd "Delete"`,
    /// as XCUITest's `element(boundBy: 1)` picks one of several that read the same.
    case nth(Int, Locator)

    public var description: String {
        switch self {
        case .label(let text): return "\"\(text)\""
        case .identifier(let id): return "#\(id)"
        case .kind(let kind): return kind.rawValue
        case .nth(let n, let base): return "\(Locator.ordinal(n)) \(base)"
        }
    }

    /// 1st, 2nd, 3rd, 4th, …, 11th, 12th, 13th, 21st.
    public static func ordinal(_ n: Int) -> String {
        let suffix: String
        switch (n % 10, n % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(n)\(suffix)"
    }

    /// The element named without its position among those reading the same.
    public var base: Locator {
        if case .nth(_, let base) = self { return base.base }
        return self
    }
}

/// Something a person does to the screen.
public enum Action: Codable, Equatable, Sendable {
    case tap(Locator)
    /// Replaces a text field's contents, then commits it (as pressing return would).
    case type(text: String, into: Locator)
    case toggle(Locator)
    /// Selects the option whose label reads `option`.
    case pick(option: String, in: Locator)
    case increment(Locator)
    case decrement(Locator)
    case setSlider(value: Double, Locator)
    /// Swipes the topmost sheet down.
    case dismissSheet
    /// Taps the back button of the navigation bar a person sees.
    case goBack
    /// Taps the tab bar item whose title the locator names.
    case selectTab(Locator)
    /// Swipes a list row away to delete it (or taps its delete control in edit mode).
    case deleteRow(Locator)
    /// Swipes a list row open and taps the swipe action whose label reads `action`.
    case swipe(row: Locator, action: String)
    /// Drags a list row to just above (or below) another row.
    case moveRow(Locator, to: Locator, below: Bool)
    /// Types into the search field of a `.searchable` screen ("" clears it).
    case search(String)
    /// Presses the keyboard's return key in a text field.
    case submit(Locator)
    /// Pulls the list down to refresh it.
    case refresh
    /// Touches and holds an element (a context menu opens).
    case longPress(Locator)
    /// Touches an element, moves the finger by (x, y) points at a steady speed and lifts it.
    case drag(Locator, x: Double, y: Double)
    /// Pinches two fingers on the element until its content is `scale` times its size (below 1 pinches in).
    case pinch(Locator, scale: Double)
    /// Turns two fingers on the element by `degrees`, clockwise when positive.
    case rotate(Locator, degrees: Double)
    /// Scrolls the scroll view holding the element until it is in sight.
    case scroll(to: Locator)
    /// Swipes a page-style TabView (the one holding the element, else the first on screen) one page:
    /// left shows the next page, right the previous one (mirrored right to left).
    case swipePage(on: Locator?, direction: SwipeDirection)
    /// Drags the topmost sheet's grabber to another detent (down from its smallest dismisses it).
    case dragSheet(SheetDrag)
    /// Swipes up to the Home Screen: the scene becomes inactive, then goes to the background.
    case sendToBackground
    /// Opens the app again from the Home Screen: inactive, then active.
    case bringToForeground
    /// Lets this many seconds of the lesson's clock pass.
    case wait(seconds: Double)
    /// Lets the lesson's clock run until every sleep and `.task` has finished.
    case waitUntilIdle
    /// Ends the app's process and launches the app again, as a person who closes it in the app
    /// switcher and opens it from the Home Screen: what the app stored (user defaults, files in its
    /// container) is still there; its `@State` and its scenes' saved state are not.
    case relaunch
}

/// Which way a finger moves across the screen in a swipe.
public enum SwipeDirection: String, Codable, Equatable, Sendable, CaseIterable {
    case left, right
}

/// Where a sheet is dragged to: a detent it has, or the next one up or down.
public enum SheetDrag: Codable, Equatable, Sendable {
    /// A detent by the runtime's name for it: `medium`, `large`, `fraction 0.3`, `height 250`.
    case to(String)
    case up
    case down
}

/// What the lesson process reports after one action (or for the initial screen).
public struct StepReport: Codable, Equatable, Sendable {
    /// Nil when the action succeeded; otherwise why it could not be performed
    /// (a missing or disabled element), phrased for the author.
    public var error: String?
    /// The screen after the action.
    public var screen: ScreenNode
    /// How many times any `body` has been evaluated since launch.
    public var bodyEvaluations: Int
    /// The network requests lesson code made during this step (at launch, for the initial screen);
    /// nil when it made none.
    public var requests: [RecordedRequest]?

    public init(error: String? = nil, screen: ScreenNode, bodyEvaluations: Int, requests: [RecordedRequest]? = nil) {
        self.error = error
        self.screen = screen
        self.bodyEvaluations = bodyEvaluations
        self.requests = requests
    }
}

/// The request a lesson process reads: which example to host and what to do to it.
public struct LessonRequest: Codable, Equatable, Sendable {
    public var example: String
    public var actions: [Action]
    /// A locale identifier such as "en_US"; formatting is pinned to it.
    public var locale: String
    /// An IANA time zone identifier such as "America/New_York"; nil means UTC.
    public var timeZone: String?
    /// For a launch after a relaunch: how many seconds of the lesson's clock earlier launches of
    /// the same checkpoint let pass, so that "now" goes on from where they left it. Nil at first launch.
    public var launchedAfter: Double?
    /// What the lesson's network requests are answered with; nil or empty means none is.
    public var fixtures: [NetworkFixture]?
    /// The phone's appearance, text size and layout direction; nil is the phone out of the box.
    public var conditions: DeviceConditions?
    public init(
        example: String, actions: [Action], locale: String = "en_US", timeZone: String? = nil, launchedAfter: Double? = nil,
        fixtures: [NetworkFixture]? = nil, conditions: DeviceConditions? = nil
    ) {
        self.example = example
        self.actions = actions
        self.locale = locale
        self.timeZone = timeZone
        self.launchedAfter = launchedAfter
        self.fixtures = fixtures
        self.conditions = conditions
    }
}

/// The lesson process's answer: the initial screen, then one report per action.
/// Execution stops at the first action that fails.
public struct LessonResponse: Codable, Equatable, Sendable {
    public var initial: StepReport
    public var steps: [StepReport]
    /// The lesson's clock when the process ended, in seconds: what a relaunch carries on from.
    /// Only a launch that is followed by a relaunch reports it.
    public var endedAt: Double?
    public init(initial: StepReport, steps: [StepReport], endedAt: Double? = nil) {
        self.initial = initial
        self.steps = steps
        self.endedAt = endedAt
    }
}
