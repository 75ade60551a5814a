import Foundation
import UITestExport

/// The UI test target a project gains when its lesson has checkpoints: `NameUITests`, an XCUITest
/// bundle that depends on the app, holds the generated `NameUITests.swift`, and is the test target
/// of the shared scheme — as Xcode's "UI Testing Bundle" template lays it out.
extension XcodeProject {
    /// The pbxproj lines the UI test target adds to each section, in the sections' own order.
    struct UITestObjects {
        var buildFiles: [String] = []
        var containerItemProxies: [String] = []
        var fileReferences: [String] = []
        var frameworksPhases: [String] = []
        var mainGroupChildren: [String] = []
        var productsGroupChildren: [String] = []
        var groups: [String] = []
        var nativeTargets: [String] = []
        var targetAttributes: [String] = []
        var projectTargets: [String] = []
        var resourcesPhases: [String] = []
        var sourcesPhases: [String] = []
        var targetDependencies: [String] = []
        var configurations: [(id: String, name: String, settings: [(String, String)])] = []
        var configurationLists: [(id: String, owner: String, debug: String, release: String)] = []
    }

    var uiTestTargetID: String { id("uitests.target") }

    func uiTestObjects(appTarget: String, project: String) -> UITestObjects {
        guard let suite = uiTests else { return UITestObjects() }
        let target = suite.targetName
        let file = suite.fileName
        let product = "\(target).xctest"
        let ids = (
            target: uiTestTargetID, product: id("uitests.file.product"), file: id("uitests.file.source"),
            build: id("uitests.build.source"), group: id("uitests.group"), sources: id("uitests.phase.sources"),
            frameworks: id("uitests.phase.frameworks"), resources: id("uitests.phase.resources"),
            proxy: id("uitests.proxy"), dependency: id("uitests.dependency"), configs: id("uitests.configs"),
            debug: id("uitests.config.debug"), release: id("uitests.config.release")
        )
        var objects = UITestObjects()
        objects.buildFiles = [
            "\(ids.build) /* \(file) in Sources */ = {isa = PBXBuildFile; fileRef = \(ids.file) /* \(file) */; };"
        ]
        objects.containerItemProxies = [
            "\(ids.proxy) /* PBXContainerItemProxy */ = {", "\tisa = PBXContainerItemProxy;",
            "\tcontainerPortal = \(project) /* Project object */;", "\tproxyType = 1;",
            "\tremoteGlobalIDString = \(appTarget);", "\tremoteInfo = \(quote(name));", "};",
        ]
        objects.fileReferences = [
            "\(ids.product) /* \(product) */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = \(quote(product)); sourceTree = BUILT_PRODUCTS_DIR; };",
            "\(ids.file) /* \(file) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(quote(file)); sourceTree = \"<group>\"; };",
        ]
        objects.frameworksPhases = [
            "\(ids.frameworks) /* Frameworks */ = {", "\tisa = PBXFrameworksBuildPhase;", "\tbuildActionMask = 2147483647;",
            "\tfiles = (", "\t);", "\trunOnlyForDeploymentPostprocessing = 0;", "};",
        ]
        objects.mainGroupChildren = ["\t\t\(ids.group) /* \(target) */,"]
        objects.productsGroupChildren = ["\t\t\(ids.product) /* \(product) */,"]
        objects.groups = [
            "\(ids.group) /* \(target) */ = {", "\tisa = PBXGroup;", "\tchildren = (", "\t\t\(ids.file) /* \(file) */,", "\t);",
            "\tpath = \(quote(target));", "\tsourceTree = \"<group>\";", "};",
        ]
        objects.nativeTargets = [
            "\(ids.target) /* \(target) */ = {", "\tisa = PBXNativeTarget;",
            "\tbuildConfigurationList = \(ids.configs) /* Build configuration list for PBXNativeTarget \"\(target)\" */;",
            "\tbuildPhases = (", "\t\t\(ids.sources) /* Sources */,", "\t\t\(ids.frameworks) /* Frameworks */,",
            "\t\t\(ids.resources) /* Resources */,", "\t);", "\tbuildRules = (", "\t);", "\tdependencies = (",
            "\t\t\(ids.dependency) /* PBXTargetDependency */,", "\t);", "\tname = \(quote(target));",
            "\tproductName = \(quote(target));", "\tproductReference = \(ids.product) /* \(product) */;",
            "\tproductType = \"com.apple.product-type.bundle.ui-testing\";", "};",
        ]
        objects.targetAttributes = [
            "\t\t\t\(ids.target) = {", "\t\t\t\tCreatedOnToolsVersion = 15.4;", "\t\t\t\tTestTargetID = \(appTarget);", "\t\t\t};",
        ]
        objects.projectTargets = ["\t\t\(ids.target) /* \(target) */,"]
        objects.resourcesPhases = [
            "\(ids.resources) /* Resources */ = {", "\tisa = PBXResourcesBuildPhase;", "\tbuildActionMask = 2147483647;",
            "\tfiles = (", "\t);", "\trunOnlyForDeploymentPostprocessing = 0;", "};",
        ]
        objects.sourcesPhases = [
            "\(ids.sources) /* Sources */ = {", "\tisa = PBXSourcesBuildPhase;", "\tbuildActionMask = 2147483647;",
            "\tfiles = (", "\t\t\(ids.build) /* \(file) in Sources */,", "\t);", "\trunOnlyForDeploymentPostprocessing = 0;", "};",
        ]
        objects.targetDependencies = [
            "\(ids.dependency) /* PBXTargetDependency */ = {", "\tisa = PBXTargetDependency;",
            "\ttarget = \(appTarget) /* \(name) */;", "\ttargetProxy = \(ids.proxy) /* PBXContainerItemProxy */;", "};",
        ]
        let settings: [(String, String)] = [
            ("CODE_SIGN_STYLE", "Automatic"),
            ("CURRENT_PROJECT_VERSION", "1"),
            ("GENERATE_INFOPLIST_FILE", "YES"),
            ("MARKETING_VERSION", "1.0"),
            ("PRODUCT_BUNDLE_IDENTIFIER", quote("com.example." + target)),
            ("PRODUCT_NAME", "\"$(TARGET_NAME)\""),
            ("SWIFT_EMIT_LOC_STRINGS", "NO"),
            ("SWIFT_VERSION", "5.0"),
            ("TARGETED_DEVICE_FAMILY", "\"1,2\""),
            ("TEST_TARGET_NAME", quote(name)),
        ]
        objects.configurations = [(ids.debug, "Debug", settings), (ids.release, "Release", settings)]
        objects.configurationLists = [(ids.configs, "PBXNativeTarget", ids.debug, ids.release)]
        return objects
    }

    /// `Name.xcodeproj/xcshareddata/xcschemes/Name.xcscheme`: builds the app, tests with the UI
    /// test target, so `xcodebuild test -scheme Name` runs the checkpoints.
    func sharedScheme(appTarget: String) -> String {
        let app = buildableReference(id: appTarget, product: "\(name).app", target: name)
        var testables = ""
        if let suite = uiTests {
            let tests = buildableReference(id: uiTestTargetID, product: "\(suite.targetName).xctest", target: suite.targetName)
            testables = """

                         <TestableReference
                            skipped = "NO"
                            parallelizable = "NO">
                \(tests.indented(by: 12))
                         </TestableReference>
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme
               LastUpgradeVersion = "1540"
               version = "1.7">
               <BuildAction
                  parallelizeBuildables = "YES"
                  buildImplicitDependencies = "YES">
                  <BuildActionEntries>
                     <BuildActionEntry
                        buildForTesting = "YES"
                        buildForRunning = "YES"
                        buildForProfiling = "YES"
                        buildForArchiving = "YES"
                        buildForAnalyzing = "YES">
            \(app.indented(by: 12))
                     </BuildActionEntry>
                  </BuildActionEntries>
               </BuildAction>
               <TestAction
                  buildConfiguration = "Debug"
                  selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
                  selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
                  shouldUseLaunchSchemeArgsEnv = "YES"
                  shouldAutocreateTestPlan = "YES">
                  <Testables>\(testables)
                  </Testables>
               </TestAction>
               <LaunchAction
                  buildConfiguration = "Debug"
                  selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
                  selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
                  launchStyle = "0"
                  useCustomWorkingDirectory = "NO"
                  ignoresPersistentStateOnLaunch = "NO"
                  debugDocumentVersioning = "YES"
                  debugServiceExtension = "internal"
                  allowLocationSimulation = "YES">
                  <BuildableProductRunnable
                     runnableDebuggingMode = "0">
            \(app.indented(by: 9))
                  </BuildableProductRunnable>
               </LaunchAction>
               <ProfileAction
                  buildConfiguration = "Release"
                  shouldUseLaunchSchemeArgsEnv = "YES"
                  savedToolIdentifier = ""
                  useCustomWorkingDirectory = "NO"
                  debugDocumentVersioning = "YES">
               </ProfileAction>
               <AnalyzeAction
                  buildConfiguration = "Debug">
               </AnalyzeAction>
               <ArchiveAction
                  buildConfiguration = "Release"
                  revealArchiveInOrganizer = "YES">
               </ArchiveAction>
            </Scheme>

            """
    }

    private func buildableReference(id: String, product: String, target: String) -> String {
        """
        <BuildableReference
           BuildableIdentifier = "primary"
           BlueprintIdentifier = "\(id)"
           BuildableName = "\(xmlEscaped(product))"
           BlueprintName = "\(xmlEscaped(target))"
           ReferencedContainer = "container:\(xmlEscaped(name)).xcodeproj">
        </BuildableReference>
        """
    }

    private func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
    }

    /// The project's README: what it is, and how to check the lesson on a Mac.
    func readme(lessonTitle: String?) -> String {
        var text = "# \(name)\n\n"
        if let lessonTitle { text += "The app of the lesson \"\(lessonTitle)\", exactly as it was verified for its page.\n\n" }
        text += "Open `\(name).xcodeproj` in Xcode and press Run (⌘R).\n"
        guard let suite = uiTests else { return text }
        text += """

            ## Check this lesson on your Mac

            `\(suite.targetName)/\(suite.fileName)` holds the lesson's checkpoints as UI tests, one test per
            checkpoint, each naming the lesson line it checks. They were type-checked, not run, when the course
            was built; run them against Apple's SwiftUI in the iOS Simulator with ⌘U in Xcode, or:

                xcodebuild test -project \(name).xcodeproj -scheme \(name) \\
                    -destination 'platform=iOS Simulator,name=iPhone 16'

            A test that fails where the lesson page says the check passed is a difference between the lesson
            engine and SwiftUI on a device: please report it with both observations.

            """
        let skipped = suite.methods.filter { $0.skipReason != nil }
        if !skipped.isEmpty {
            text += "\nSome checks have no XCUITest counterpart; their tests skip there and say why:\n\n"
            for method in skipped { text += "- `\(method.name)`: \(method.skipReason!)\n" }
        }
        return text
    }
}

extension String {
    /// Every line indented by `spaces`, for text placed inside an indented block.
    fileprivate func indented(by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
    }
}
