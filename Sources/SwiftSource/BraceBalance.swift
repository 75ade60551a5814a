internal import SwiftSyntax

/// Braces that do not pair up. The engine wraps a fragment in code of its own, so an unbalanced
/// brace would otherwise be blamed on that code; the tokens come from the parser, so braces in
/// strings and comments never count.
public enum BraceProblem: Equatable, Sendable {
    /// A `}` with no `{` before it.
    case closesNothing(LinePosition)
    /// The first `{` that is never closed, and how many are open at the end.
    case neverClosed(LinePosition, openCount: Int)
}

extension SwiftFileOutline {
    static func braceProblem(in file: ParsedSwiftFile) -> BraceProblem? {
        var open: [LinePosition] = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .leftBrace:
                open.append(file.position(token.positionAfterSkippingLeadingTrivia))
            case .rightBrace:
                if open.popLast() == nil { return .closesNothing(file.position(token.positionAfterSkippingLeadingTrivia)) }
            default:
                continue
            }
        }
        guard let first = open.first else { return nil }
        return .neverClosed(first, openCount: open.count)
    }
}
