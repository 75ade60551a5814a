// `import CoreGraphics` compiles as on Apple platforms. On Linux the CG value types lesson code
// uses (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `CGAffineTransform`'s) come from Foundation,
// which lesson code always sees through SwiftUI (the engine imports SwiftUI into every example).
// The module does not re-export Foundation: a second path to it would make SwiftUI's `Date()`
// (the lesson clock's now) ambiguous in a file that imports CoreGraphics, as UIKit's would.
import Foundation
