import Diagnostics

/// Escaping for text and attribute values; every string that came from content or from a
/// lesson's run passes through here before it reaches a page. The markdown renderer's own
/// escaping, so a page has one rule.
typealias HTML = HTMLEscaping
