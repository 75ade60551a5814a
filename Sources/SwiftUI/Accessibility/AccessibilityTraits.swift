import LessonProtocol

/// Traits an element adds for assistive technologies.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    var names: Set<String>
    init(_ name: String) { names = [name] }
    public init() { names = [] }

    public static let isButton = AccessibilityTraits("isButton")
    public static let isHeader = AccessibilityTraits("isHeader")
    public static let isSelected = AccessibilityTraits("isSelected")
    public static let isLink = AccessibilityTraits("isLink")
    public static let isSearchField = AccessibilityTraits("isSearchField")
    public static let isImage = AccessibilityTraits("isImage")
    public static let playsSound = AccessibilityTraits("playsSound")
    public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
    public static let isStaticText = AccessibilityTraits("isStaticText")
    public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
    public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
    public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
    public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
    public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
    public static let isModal = AccessibilityTraits("isModal")
    public static let isToggle = AccessibilityTraits("isToggle")
    public static let isTabBar = AccessibilityTraits("isTabBar")

    public func union(_ other: Self) -> Self {
        var r = self
        r.names.formUnion(other.names)
        return r
    }
    public func intersection(_ other: Self) -> Self {
        var r = self
        r.names.formIntersection(other.names)
        return r
    }
    public func symmetricDifference(_ other: Self) -> Self {
        var r = self
        r.names.formSymmetricDifference(other.names)
        return r
    }
    public func contains(_ member: Self) -> Bool { member.names.isSubset(of: names) }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        let had = contains(member)
        names.subtract(member.names)
        return had ? member : nil
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        names.formUnion(newMember.names)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { names.formUnion(other.names) }
    public mutating func formIntersection(_ other: Self) { names.formIntersection(other.names) }
    public mutating func formSymmetricDifference(_ other: Self) { names.formSymmetricDifference(other.names) }
}

extension View {
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(
            _AccessibilityModifier { elements, _ in
                elements.map { element in
                    var element = element
                    var names = Set((element.style.accessibilityTraits ?? "").split(separator: ",").map(String.init))
                    names.formUnion(traits.names)
                    element.style.accessibilityTraits = names.sorted().joined(separator: ",")
                    return element
                }
            })
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(
            _AccessibilityModifier { elements, _ in
                elements.map { element in
                    var element = element
                    let names = Set((element.style.accessibilityTraits ?? "").split(separator: ",").map(String.init)).subtracting(
                        traits.names)
                    element.style.accessibilityTraits = names.isEmpty ? nil : names.sorted().joined(separator: ",")
                    return element
                }
            })
    }
}
