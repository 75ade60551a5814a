import Diagnostics
import LessonProtocol

// Steps a phone has beyond touching the app's views:
//   scroll to "Row 30"             scroll the scroll view holding it until it is in sight
//   send app to background         swipe up to the Home Screen (scene phase: inactive, background)
//   bring app to foreground        open the app again (scene phase: inactive, active)
extension CheckpointParser {
    static func deviceAction(_ verb: Verb, _ rest: inout Cursor) throws -> Action {
        switch verb {
        case .scroll:
            try rest.word("to")
            return .scroll(to: try rest.locator())
        case .send:
            try rest.word("app")
            try rest.word("to")
            try rest.word("background")
            return .sendToBackground
        case .bring:
            try rest.word("app")
            try rest.word("to")
            try rest.word("foreground")
            return .bringToForeground
        default:
            throw Diagnostic.error("'\(verb.rawValue)' is not a device step", at: rest.context.location(rest.after.offset))
        }
    }
}
