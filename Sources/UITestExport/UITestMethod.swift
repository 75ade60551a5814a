import Diagnostics
import LessonEngine
import LessonProtocol

/// One checkpoint as one XCUITest method: launch the app, then each line of the checkpoint in
/// order — an action as the touches a person makes, an expectation as an assertion that fails with
/// that line — each with the markdown file and line it came from in a comment beside it.
struct UITestMethod {
    var name: String
    /// The method's body, one statement or comment a line, not indented.
    var body: [String]
    /// Why the test skips, when one of its lines cannot be expressed in XCUITest.
    var skipReason: String?

    /// - Parameters:
    ///   - projectExample: the example the project's app is made from; a checkpoint of another
    ///     example (a variant) cannot run against this app and skips, saying so.
    ///   - locale: the course locale the engine formats in, which the app is launched with.
    ///   - fileName: the name a location's file is written with in the test.
    init(
        _ transcript: CheckpointTranscript, name: String, projectExample: String, locale: String,
        fileName: (String) -> String = { $0 }
    ) {
        self.name = name
        guard transcript.exampleName == projectExample else {
            let reason =
                "This checkpoint runs the example '\(transcript.exampleName)', which this project does not contain; the lesson page shows it verified."
            body = ["throw XCTSkip(\(swiftStringLiteral(reason)))"]
            skipReason = reason
            return
        }
        let language = locale.split(separator: "_").first.map(String.init) ?? locale
        var lines = [
            "let app = XCUIApplication()",
            "// The course's locale, in which the lesson engine formatted what it observed.",
            "app.launchArguments += [\"-AppleLanguages\", \(swiftStringLiteral("(\(language))")), \"-AppleLocale\", \(swiftStringLiteral(locale))]",
        ]
        lines += Self.conditionLines(transcript.checkpoint.conditions)
        lines.append("app.launch()")
        var screen = transcript.initialScreen
        var lastSheetText = screen.flatMap(ExpectationTranslation.sheetText(on:))
        var waitAllowance: Double?
        var actionIndex = 0
        var skipped: String?
        // Expectations XCUITest cannot check do not stop the test: the rest of it still runs, and
        // it ends skipped, naming them. An action it cannot perform stops it there.
        var unchecked: [String] = []
        // Once the checkpoint has stated a request, what the screen shows may be the fixture's answer,
        // which a simulator does not get: its request goes to the real server.
        var answeredByFixture = false
        for step in transcript.checkpoint.steps {
            let text: String
            let translation: Translation
            switch step {
            case .action(let action):
                text = action.text
                var performed: [String] = []
                var unsupported: String?
                waitAllowance = nil
                // `double tap` is two taps to the engine; XCUITest has the gesture itself.
                var actions = action.actions
                if action.text.hasPrefix("double "), actions.count == 2, case .tap(let locator) = actions[0] {
                    performed.append("\(ElementQuery.locate(locator, on: screen).expression).doubleTap()")
                    actions = []
                }
                for single in actions {
                    switch ActionTranslation.translate(single, on: screen) {
                    case .statements(let statements): performed += statements
                    case .condition(let condition): performed.append(condition)
                    case .unsupported(let reason): unsupported = unsupported ?? reason
                    }
                    switch single {
                    case .wait: waitAllowance = 2
                    case .waitUntilIdle: waitAllowance = 10
                    default: waitAllowance = nil
                    }
                }
                translation = unsupported.map(Translation.unsupported) ?? .statements(performed)
                if actionIndex < transcript.steps.count { screen = transcript.steps[actionIndex].screen }
                actionIndex += 1
                if let sheet = screen.flatMap(ExpectationTranslation.sheetText(on:)) { lastSheetText = sheet }
            case .expectation(let expectation):
                text = expectation.text
                if answeredByFixture, !expectation.expectation.isRequest {
                    translation = .unsupported(
                        "the screen here may show the lesson's fixture answer; on a simulator the app's request goes to the real server")
                } else {
                    translation = ExpectationTranslation(screen: screen, lastSheetText: lastSheetText)
                        .translate(expectation.expectation)
                }
                if expectation.expectation.statesRequestMade { answeredByFixture = true }
            }
            let place = Self.place(step.location, fileName: fileName)
            if skipped != nil {
                lines.append("// not run: \(text)  (\(place))")
                continue
            }
            lines.append("")
            lines.append("// \(text)  (\(place))")
            switch translation {
            case .statements(let statements):
                lines += statements
            case .condition(let condition):
                let checked = waitAllowance.map { "eventually(within: \(swiftNumber($0))) { \(condition) }" } ?? condition
                lines.append("check(\(checked), \(swiftStringLiteral("\(text)  (\(place))")))")
            case .unsupported(let reason):
                let message = "\(text) (\(place)): \(reason)"
                if case .expectation = step {
                    lines.append("// not checked here: \(reason)")
                    unchecked.append(message)
                } else {
                    lines.append("throw XCTSkip(\(swiftStringLiteral(message)))")
                    skipped = message
                }
            }
        }
        if skipped == nil, !unchecked.isEmpty {
            let message = "Every other line passed; not checked by a UI test: " + unchecked.joined(separator: "; ")
            lines.append("")
            lines.append("throw XCTSkip(\(swiftStringLiteral(message)))")
            skipped = message
        }
        self.body = lines
        self.skipReason = skipped
    }

    static func place(_ location: SourceLocation, fileName: (String) -> String = { $0 }) -> String {
        "\(fileName(location.file)):\(location.line)"
    }

    /// `testTapSaveArticle`: the checkpoint's first action (or first line) in a Swift method name.
    static func baseName(for transcript: CheckpointTranscript) -> String {
        let steps = transcript.checkpoint.steps
        let first =
            steps.lazy.compactMap { step -> String? in
                if case .action(let action) = step { return action.text }
                return nil
            }.first ?? steps.first.map { step in
                switch step {
                case .action(let action): return action.text
                case .expectation(let expectation): return expectation.text
                }
            } ?? "launch"
        var name = "test"
        for word in first.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }) {
            name += word.prefix(1).uppercased() + word.dropFirst()
            if name.count >= 48 { break }
        }
        return name
    }
}
