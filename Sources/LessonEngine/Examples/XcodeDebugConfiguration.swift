/// The build settings lesson code is compiled with: those of the Debug configuration of Xcode 16's
/// iOS App template, the configuration a reader's Run button uses. `#if DEBUG` code therefore
/// exists in lessons as it does on the reader's phone (sample data, `PreviewProvider`s).
///
/// | Xcode setting                          | value      | swiftc flag         |
/// |----------------------------------------|------------|---------------------|
/// | SWIFT_VERSION                          | 5.0        | `-swift-version 5`  |
/// | SWIFT_OPTIMIZATION_LEVEL               | -Onone     | `-Onone`            |
/// | SWIFT_ACTIVE_COMPILATION_CONDITIONS    | DEBUG      | `-D DEBUG`          |
///
/// The template enables no upcoming language features, and strict concurrency checking stays at
/// its Swift 5 default (minimal).
enum XcodeDebugConfiguration {
    static let swiftFlags = ["-swift-version", "5", "-Onone", "-D", "DEBUG"]
}
