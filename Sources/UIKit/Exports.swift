// On Apple platforms `import UIKit` gives Foundation too. Lesson code always sees Foundation through
// SwiftUI (the engine imports SwiftUI into every example), so UIKit imports it without re-exporting
// it: a second path to Foundation would make SwiftUI's `Date()` (the lesson clock's now) ambiguous
// with Foundation's in every file that writes `import UIKit`.
import Foundation
