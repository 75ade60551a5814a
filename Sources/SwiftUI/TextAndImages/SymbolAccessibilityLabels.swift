/// What VoiceOver and XCUITest read for an SF Symbol that has no label of its own.
///
/// iOS gives a few common symbols a word for what they do ("plus" reads "Add"); every other symbol
/// is read by its name ("checklist"). A variant (`.fill`, `.circle`, …) reads like its base symbol
/// when the base has such a word.
func _symbolAccessibilityLabel(_ name: String) -> String {
    var base = name
    for suffix in [".fill", ".circle", ".square"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
    return _symbolWords[name] ?? _symbolWords[base] ?? name
}

/// Symbols whose accessibility label is a word of their own rather than their name.
private let _symbolWords: [String: String] = [
    "plus": "Add",
    "trash": "Delete",
    "square.and.arrow.up": "Share",
    "xmark": "Close",
    "magnifyingglass": "Search",
    // A row of star buttons reads "Favorite, button" five times on a device.
    "star": "Favorite",
]

extension _Element {
    /// A control labelled by a symbol alone (a toolbar's `Image(systemName: "plus")` button) is
    /// read by the symbol's accessibility label, as VoiceOver and XCUITest name it; the drawing
    /// still shows only the symbol.
    mutating func takeSymbol(from labelElements: [_Element]) {
        guard let image = _Element.firstSystemImage(labelElements) else { return }
        style.systemImage = image
        guard label == nil, accessibilityLabel == nil else { return }
        var spoken: String?
        for element in labelElements {
            element.forEachElement { e in
                if spoken == nil, e.role == .image, !e.style.accessibilityHidden, e.style.systemImage != nil {
                    spoken = e.style.accessibilityLabel
                }
            }
        }
        guard let spoken else { return }
        accessibilityLabel = spoken
        style.accessibilityLabel = spoken
    }
}
