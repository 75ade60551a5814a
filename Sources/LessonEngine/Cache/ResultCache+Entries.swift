import Foundation

/// Entries by name (`KEY.run`, `KEY.compiled`, the cost table `KEY.costs`), as the shared remote cache
/// exchanges them.
extension ResultCache {
    static func runEntryName(_ key: String) -> String { "\(key).run" }
    static func compileEntryName(_ key: String) -> String { "\(key).compiled" }

    private func path(ofEntry name: String) -> String? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let key = String(name[..<dot])
        let kind = String(name[name.index(after: dot)...])
        guard ["run", "compiled", "costs"].contains(kind), !key.isEmpty, key.allSatisfy({ $0.isHexDigit }) else { return nil }
        return path(key, kind)
    }

    /// The entry's content when it is here and its signature holds.
    func content(ofEntry name: String) -> Data? {
        guard let path = path(ofEntry: name), let stored = FileManager.default.contents(atPath: path) else { return nil }
        return verified(stored, name: name)
    }

    func hasEntry(_ name: String) -> Bool { content(ofEntry: name) != nil }

    /// Keeps content fetched from elsewhere, signed with this cache's own key.
    func storeEntry(_ name: String, content: Data) {
        guard let path = path(ofEntry: name), let signed = sign(content, name: name) else { return }
        writeEntry(signed, to: path)
    }
}
