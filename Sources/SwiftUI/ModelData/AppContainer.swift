import LessonProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The app's container, as iOS gives every app one: its home folder, holding `Documents`, where
/// the app's files and user defaults live from one launch to the next. The engine names a folder
/// for it (`LESSON_APP_CONTAINER`) inside the run's sandbox, fresh for every checkpoint and gone
/// with it; the host makes it the process's home, so Foundation's user defaults, `URL.documentsDirectory`
/// and `FileManager`'s document directory all point into it. A process started without one (the
/// runtime's own tests) keeps `@AppStorage` in memory and touches no home folder.
enum _AppContainer {
    static let environmentKey = "LESSON_APP_CONTAINER"

    static func prepare() {
        guard let path = getenv(environmentKey).map({ String(cString: $0) }), !path.isEmpty else { return }
        let fm = FileManager.default
        // An app finds its Documents and Library folders already there.
        for folder in ["Documents", "Library/Preferences", "Library/Caches"] {
            try? fm.createDirectory(atPath: path + "/" + folder, withIntermediateDirectories: true)
        }
        // HOME is where Foundation keeps user defaults; CFFIXED_USER_HOME is the home it gives
        // `FileManager.urls(for:in:)` (it would read the account's home from the password database).
        setenv("HOME", path, 1)
        setenv("CFFIXED_USER_HOME", path, 1)
        _StorageStore.shared.persistsAppStorage = true
    }
}
