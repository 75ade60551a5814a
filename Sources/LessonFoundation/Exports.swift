// Foundation as lesson code sees it, with the course's locale, time zone and calendar in place of
// the machine's (`.formatted()`, `Locale.current`, `DateFormatter()`).
//
// Every runtime module that gives lesson code Foundation (SwiftUI, SwiftData, UIKit, CoreGraphics,
// CoreLocation) re-exports this module instead of Foundation itself. Swift lets a declaration shadow
// Foundation's only when every import path that reaches Foundation passes through the declaring
// module; a second path (SwiftData's re-export beside SwiftUI's) made `date.formatted(date:time:)`
// ambiguous. With every path going through here, the course's overloads win in any import order.
@_exported import Foundation
