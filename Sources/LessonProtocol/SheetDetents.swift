/// A sheet's detents as the runtime names them (`medium`, `large`, `fraction 0.3`, `height 250`,
/// the facts `ScreenStyle.detents` and `ScreenStyle.detent` hold), measured once for the runtime
/// (which detent is smallest, which is next), the drawing (how tall the sheet is) and the UI tests
/// (where a drag ends).
public enum SheetDetents {
    /// The height of an iPhone 15/16 screen in points, which `height` detents are a share of.
    public static let screenHeight = 852.0

    /// The share of the screen's height a sheet at this detent covers: medium half, large all of
    /// it, a fraction its share, a height its points of 852; nil for a name that is none of these.
    public static func share(of detent: String) -> Double? {
        let words = detent.split(separator: " ")
        switch words.first {
        case "medium": return 0.5
        case "large": return 1
        case "fraction": return words.count > 1 ? Double(words[1]).map { min(max($0, 0), 1) } : nil
        case "height": return words.count > 1 ? Double(words[1]).map { min(max($0 / screenHeight, 0), 1) } : nil
        default: return nil
        }
    }

    /// The detents of a `detents` fact ("medium,large"), smallest first.
    public static func ordered(_ detents: String?) -> [String] {
        let names = (detents ?? "large").split(separator: ",").map(String.init)
        return names.enumerated().sorted { a, b in
            let shares = (share(of: a.element) ?? 1, share(of: b.element) ?? 1)
            return shares.0 != shares.1 ? shares.0 < shares.1 : a.offset < b.offset
        }.map(\.element)
    }

    /// The detent a sheet rests at: the one it reports, else its smallest.
    public static func resting(_ style: ScreenStyle) -> String {
        style.detent ?? ordered(style.detents).first ?? "large"
    }

    /// Whether two names are the same detent: `fraction 0.30` is `fraction 0.3`.
    public static func same(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let (x, y) = (a.split(separator: " "), b.split(separator: " "))
        guard x.count == 2, y.count == 2, x[0] == y[0], let p = Double(x[1]), let q = Double(y[1]) else { return false }
        return p == q
    }
}
