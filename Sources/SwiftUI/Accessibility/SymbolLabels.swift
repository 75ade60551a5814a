// The names VoiceOver and XCUITest read for common SF Symbols when no label is given: a button
// showing only `Image(systemName: "plus.circle")` is read "Add". Only the symbols whose spoken
// names iOS gives its own controls are listed; any other symbol reads nothing, as a custom
// image without a label does.

/// The spoken name of a symbol by its first name component ("plus" for "plus.circle.fill").
private let _spokenSymbolFamilies: [String: String] = [
    "plus": "Add",
    "trash": "Delete",
    "magnifyingglass": "Search",
]

private let _spokenSymbols: [String: String] = [
    "square.and.arrow.up": "Share"
]

func _spokenName(ofSymbol name: String) -> String? {
    if let exact = _spokenSymbols[name] { return exact }
    let family = name.split(separator: ".").first.map(String.init) ?? name
    return _spokenSymbolFamilies[family]
}
