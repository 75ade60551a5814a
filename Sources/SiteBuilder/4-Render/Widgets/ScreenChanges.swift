import LessonProtocol

/// What an action changed on screen: the observed tree before it against the tree after it.
///
/// Both trees are read as the elements a person sees, in reading order (texts, buttons, controls,
/// rows, bars, presented boxes). The two sequences are aligned by their longest common run of
/// identical elements; between two aligned elements, what is left is paired by kind and place
/// (the same role under the same containers) and read as changed, and the rest as appeared or
/// disappeared — or moved, when what disappeared from one place comes back in another. So a total
/// that went from $24.00 to $26.40 reads as one change, and a row added at the top of a list reads
/// as one row appearing, not every row changing. Only what the drawing shows counts (`ScreenElement`).
struct ScreenChanges: Equatable {
    enum Kind: String, Equatable {
        /// Its text, value or colour is different.
        case changed
        case appeared
        case disappeared
        /// A control that became dimmed (disabled).
        case dimmed
        /// A control that was dimmed and now responds.
        case enabled
        /// A tab, segment or option that became the selected one.
        case selected
        case deselected
        /// The same element in another place of the same list (a row dragged above another).
        case moved
    }

    struct Change: Equatable {
        var kind: Kind
        /// The element as the reader knows it (`button “Add”`, `“Total: $24.00”`); for `.changed`,
        /// what it read before and after (`“Total: $24.00” → “Total: $26.40”`, `switch “Wi-Fi” off → on`).
        var words: String
    }

    /// An element of the screen after the action that is drawn with a mark: the node and which of
    /// the equal nodes it is, counted in reading order (a list may show two identical rows).
    struct Mark: Equatable {
        var node: ScreenNode
        var occurrence: Int
        var kind: Kind
    }

    var changes: [Change] = []
    var marks: [Mark] = []

    var isEmpty: Bool { changes.isEmpty }

    init(from before: ScreenNode, to after: ScreenNode) {
        let old = ScreenElement.elements(of: before)
        let new = ScreenElement.elements(of: after)
        var gone: [Int] = []
        var came: [Int] = []
        // Everything between two aligned (identical) elements is one stretch to pair up.
        var previous = (-1, -1)
        for pair in Self.alignment(old.map(\.fingerprint), new.map(\.fingerprint)) + [(old.count, new.count)] {
            var unpaired = Array(previous.1 + 1..<pair.1)
            for index in previous.0 + 1..<pair.0 {
                if let match = unpaired.firstIndex(where: { new[$0].place == old[index].place }) {
                    compare(old[index], new[unpaired.remove(at: match)])
                } else {
                    gone.append(index)
                }
            }
            came += unpaired
            previous = pair
        }
        // What left one stretch and came back in another, reading the same, moved (a dragged row).
        for index in gone {
            guard let match = came.firstIndex(where: { new[$0].place == old[index].place && new[$0].name == old[index].name }) else {
                continue
            }
            let moved = new[came.remove(at: match)]
            gone.removeAll { $0 == index }
            changes.append(Change(kind: .moved, words: moved.name))
            compare(old[index], moved, alreadyMarked: true)
            marks.append(Mark(node: moved.node, occurrence: moved.occurrence, kind: .moved))
        }
        for index in gone where !old.isInsideEarlier(index, among: gone) {
            changes.append(Change(kind: .disappeared, words: old[index].summary(in: old)))
        }
        for index in came where !new.isInsideEarlier(index, among: came) {
            changes.append(Change(kind: .appeared, words: new[index].summary(in: new)))
            marks.append(Mark(node: new[index].node, occurrence: new[index].occurrence, kind: .appeared))
        }
    }

    private mutating func compare(_ old: ScreenElement, _ new: ScreenElement, alreadyMarked: Bool = false) {
        let mark = { (kind: Kind) in Mark(node: new.node, occurrence: new.occurrence, kind: kind) }
        var kinds: [Kind] = []
        if let words = ScreenElement.readingChange(from: old, to: new) {
            changes.append(Change(kind: .changed, words: words))
            kinds.append(.changed)
        }
        if old.node.isEnabled != new.node.isEnabled {
            changes.append(Change(kind: new.node.isEnabled ? .enabled : .dimmed, words: new.name))
            kinds.append(new.node.isEnabled ? .enabled : .dimmed)
        }
        if (old.node.isSelected ?? false) != (new.node.isSelected ?? false) {
            changes.append(Change(kind: new.node.isSelected == true ? .selected : .deselected, words: new.name))
            kinds.append(new.node.isSelected == true ? .selected : .deselected)
        }
        // A deselected element is drawn as it always is; the one now selected carries the mark.
        if !alreadyMarked, let kind = kinds.first(where: { $0 != .deselected }) { marks.append(mark(kind)) }
    }

    /// The longest common subsequence of two fingerprint sequences, as pairs of indices in order.
    static func alignment(_ a: [String], _ b: [String]) -> [(Int, Int)] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}

extension [ScreenElement] {
    /// Whether the element lies inside a presented box (an alert, a sheet) that appears or
    /// disappears with it: the box is named once, its contents with it.
    fileprivate func isInsideEarlier(_ index: Int, among indices: [Int]) -> Bool {
        var container = self[index].container
        while let box = container {
            if indices.contains(box) { return true }
            container = self[box].container
        }
        return false
    }
}
