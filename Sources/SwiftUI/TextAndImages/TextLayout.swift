import LessonProtocol

extension View {
    // Text layout details: the text and what VoiceOver reads are unchanged.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    public func allowsTightening(_ flag: Bool) -> some View { self }
}

extension Text {
    public enum TruncationMode: Hashable { case head, tail, middle }
}

extension View {
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _styleFact(\.textAlignment, alignment.fact) }
    public func lineLimit(_ number: Int?) -> some View { _styleFact(\.lineLimit, number.map(String.init)) }
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { _styleFact(\.lineLimit, "\(limit.lowerBound)...\(limit.upperBound)") }

    public func textCase(_ textCase: Text.Case?) -> some View { _styleFact(\.textCase, textCase.map { "\($0)" }) }
}

public enum TextAlignment: Hashable, CaseIterable { case leading, center, trailing }

extension TextAlignment {
    var fact: ScreenStyle.TextAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
