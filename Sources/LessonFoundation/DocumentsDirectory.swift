import Foundation

// Foundation declares it too; this one, shadowing it, reads the app's container (its HOME).
extension URL {
    /// The app's Documents folder (iOS 16): its files stay there from one launch to the next.
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Documents", isDirectory: true)
    }
}
