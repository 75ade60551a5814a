/// One checkpoint line as UI test code: the statements that perform it, the condition that checks
/// it, or the reason XCUITest cannot express it (the test then skips there, saying why, rather than
/// leave the line out).
enum Translation: Equatable {
    case statements([String])
    /// A Swift `Bool` expression that holds when the expectation does.
    case condition(String)
    case unsupported(String)
}
