/// The one slug rule: `^[a-z0-9]+(-[a-z0-9]+)*$`. Page ids, example names and observation names
/// are slugs, so each is safe as a file name, a URL path and an HTML id, and never a path of its own.
public func isSlug(_ text: String) -> Bool {
    var previousWasHyphen = true  // no leading hyphen
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            previousWasHyphen = false
        case UInt8(ascii: "-"):
            if previousWasHyphen { return false }
            previousWasHyphen = true
        default:
            return false
        }
    }
    return !text.isEmpty && !previousWasHyphen
}
