import Foundation
import UITestExport

/// A minimal iOS app project in Xcode's own layout, around one verified `ContentView.swift`:
///
///     Name/Name.xcodeproj/project.pbxproj
///     Name/Name/NameApp.swift            @main, a WindowGroup presenting ContentView (only when
///                                        ContentView.swift declares no `@main App` of its own)
///     Name/Name/ContentView.swift        the file exactly as the checks compiled and ran it
///     Name/Name/Assets.xcassets/…        AccentColor and AppIcon, as a new Xcode project has them
///     Name/NameUITests/NameUITests.swift the lesson's checkpoints as XCUITests (when it has any)
///     Name/Name.xcodeproj/xcshareddata/xcschemes/Name.xcscheme   the shared scheme that runs them
///     Name/README.md                     what the project is, and how to check the lesson on a Mac
///
/// The pbxproj is written as Xcode writes it (an old-style property list, sections sorted by
/// `isa`), with object ids derived from the project name, so the same lesson always gives the
/// same bytes.
struct XcodeProject {
    /// A Swift type name (`TicketCounter`); checked by the front matter.
    let name: String
    /// The verified source, unchanged.
    let contentView: String
    /// The iOS version the project targets.
    var deploymentTarget = "17.0"
    /// The `@main App` that `contentView` declares itself; then the project has no app file of its own
    /// (two would not compile: "invalid redeclaration", or two entry points).
    var exampleApp: String?
    /// The lesson's checkpoints as UI tests; nil when it has none.
    var uiTests: UITestSuite?
    /// The title of the lesson the project comes from, for its README.
    var lessonTitle: String?

    var appFileName: String { "\(name)App.swift" }

    /// Every file of the project, paths relative to the zip's root, in a fixed order.
    func files() -> [(path: String, contents: String)] {
        let app = "\(name)/\(name)"
        let appFile = exampleApp == nil ? [("\(app)/\(appFileName)", appSource())] : []
        let tests = uiTests.map { [("\(name)/\($0.targetName)/\($0.fileName)", $0.source)] } ?? []
        return [
            ("\(name)/README.md", readme(lessonTitle: lessonTitle)),
            ("\(name)/\(name).xcodeproj/project.pbxproj", pbxproj()),
            ("\(name)/\(name).xcodeproj/xcshareddata/xcschemes/\(name).xcscheme", sharedScheme(appTarget: id("target"))),
        ] + appFile + [
            ("\(app)/ContentView.swift", contentView),
            ("\(app)/Assets.xcassets/Contents.json", Self.catalogContents),
            ("\(app)/Assets.xcassets/AccentColor.colorset/Contents.json", Self.accentColorContents),
            ("\(app)/Assets.xcassets/AppIcon.appiconset/Contents.json", Self.appIconContents),
        ] + tests
    }

    /// The zip a reader downloads: the folders, then the files.
    func archive() -> ZipArchive {
        var zip = ZipArchive()
        let files = files()
        var folders: [String] = []
        for file in files {
            var parts = file.path.split(separator: "/").dropLast()
            var prefixes: [String] = []
            while !parts.isEmpty {
                prefixes.insert(parts.joined(separator: "/") + "/", at: 0)
                parts = parts.dropLast()
            }
            for folder in prefixes where !folders.contains(folder) { folders.append(folder) }
        }
        for folder in folders { zip.addFolder(folder) }
        for file in files { zip.addFile(file.path, file.contents) }
        return zip
    }

    func appSource() -> String {
        """
        import SwiftUI

        @main
        struct \(name)App: App {
            var body: some Scene {
                WindowGroup {
                    ContentView()
                }
            }
        }

        """
    }

    // MARK: - project.pbxproj

    /// A 24-digit hexadecimal object id, stable for a project name and role.
    func id(_ role: String) -> String {
        // FNV-1a, twice with different seeds: 96 bits, plenty for a dozen objects.
        func fnv(_ text: String, _ seed: UInt64) -> UInt64 {
            var hash = seed
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
        let key = name + "/" + role
        let high = fnv(key, 0xcbf2_9ce4_8422_2325)
        let low = fnv(key, 0x8422_2325_cbf2_9ce4)
        return String(format: "%016llX%08llX", high, low & 0xFFFF_FFFF)
    }

    func pbxproj() -> String {
        let appFile = appFileName
        let product = "\(name).app"
        let ids = (
            project: id("project"), target: id("target"), mainGroup: id("group.main"), appGroup: id("group.app"),
            productsGroup: id("group.products"), productRef: id("file.product"), appRef: id("file.app"),
            contentViewRef: id("file.contentview"), assetsRef: id("file.assets"), appBuild: id("build.app"),
            contentViewBuild: id("build.contentview"), assetsBuild: id("build.assets"), sources: id("phase.sources"),
            frameworks: id("phase.frameworks"), resources: id("phase.resources"), projectConfigs: id("configs.project"),
            targetConfigs: id("configs.target"), projectDebug: id("config.project.debug"),
            projectRelease: id("config.project.release"), targetDebug: id("config.target.debug"),
            targetRelease: id("config.target.release")
        )

        let tests = uiTestObjects(appTarget: ids.target, project: ids.project)
        // Without an app file of its own, every line naming it goes.
        let keepsAppFile = { (line: String) in exampleApp == nil || !line.contains(ids.appRef) && !line.contains(ids.appBuild) }
        var out = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
        func section(_ isa: String, _ lines: [String]) {
            out += "\n/* Begin \(isa) section */\n"
            for line in lines { out += "\t\t" + line + "\n" }
            out += "/* End \(isa) section */\n"
        }
        section(
            "PBXBuildFile",
            [
                "\(ids.contentViewBuild) /* ContentView.swift in Sources */ = {isa = PBXBuildFile; fileRef = \(ids.contentViewRef) /* ContentView.swift */; };",
                "\(ids.assetsBuild) /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = \(ids.assetsRef) /* Assets.xcassets */; };",
                "\(ids.appBuild) /* \(appFile) in Sources */ = {isa = PBXBuildFile; fileRef = \(ids.appRef) /* \(appFile) */; };",
            ].filter(keepsAppFile).sorted() + tests.buildFiles)
        if !tests.containerItemProxies.isEmpty { section("PBXContainerItemProxy", tests.containerItemProxies) }
        section(
            "PBXFileReference",
            [
                "\(ids.productRef) /* \(product) */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = \(quote(product)); sourceTree = BUILT_PRODUCTS_DIR; };",
                "\(ids.appRef) /* \(appFile) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(quote(appFile)); sourceTree = \"<group>\"; };",
                "\(ids.contentViewRef) /* ContentView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = \"<group>\"; };",
                "\(ids.assetsRef) /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = \"<group>\"; };",
            ].filter(keepsAppFile).sorted() + tests.fileReferences)
        section(
            "PBXFrameworksBuildPhase",
            [
                "\(ids.frameworks) /* Frameworks */ = {", "\tisa = PBXFrameworksBuildPhase;", "\tbuildActionMask = 2147483647;",
                "\tfiles = (", "\t);", "\trunOnlyForDeploymentPostprocessing = 0;", "};",
            ] + tests.frameworksPhases)
        section(
            "PBXGroup",
            [
                "\(ids.mainGroup) = {", "\tisa = PBXGroup;", "\tchildren = (",
                "\t\t\(ids.appGroup) /* \(name) */,",
            ] + tests.mainGroupChildren
                + [
                    "\t\t\(ids.productsGroup) /* Products */,", "\t);",
                    "\tsourceTree = \"<group>\";", "};",
                    "\(ids.appGroup) /* \(name) */ = {", "\tisa = PBXGroup;", "\tchildren = (",
                    "\t\t\(ids.appRef) /* \(appFile) */,", "\t\t\(ids.contentViewRef) /* ContentView.swift */,",
                    "\t\t\(ids.assetsRef) /* Assets.xcassets */,", "\t);", "\tpath = \(quote(name));", "\tsourceTree = \"<group>\";", "};",
                ].filter(keepsAppFile) + [
                    "\(ids.productsGroup) /* Products */ = {", "\tisa = PBXGroup;", "\tchildren = (",
                    "\t\t\(ids.productRef) /* \(product) */,",
                ] + tests.productsGroupChildren + [
                    "\t);", "\tname = Products;", "\tsourceTree = \"<group>\";", "};",
                ] + tests.groups)
        section(
            "PBXNativeTarget",
            [
                "\(ids.target) /* \(name) */ = {", "\tisa = PBXNativeTarget;",
                "\tbuildConfigurationList = \(ids.targetConfigs) /* Build configuration list for PBXNativeTarget \"\(name)\" */;",
                "\tbuildPhases = (", "\t\t\(ids.sources) /* Sources */,", "\t\t\(ids.frameworks) /* Frameworks */,",
                "\t\t\(ids.resources) /* Resources */,", "\t);", "\tbuildRules = (", "\t);", "\tdependencies = (", "\t);",
                "\tname = \(quote(name));", "\tproductName = \(quote(name));", "\tproductReference = \(ids.productRef) /* \(product) */;",
                "\tproductType = \"com.apple.product-type.application\";", "};",
            ] + tests.nativeTargets)
        section(
            "PBXProject",
            [
                "\(ids.project) /* Project object */ = {", "\tisa = PBXProject;", "\tattributes = {",
                "\t\tBuildIndependentTargetsInParallel = 1;", "\t\tLastSwiftUpdateCheck = 1540;", "\t\tLastUpgradeCheck = 1540;",
                "\t\tTargetAttributes = {", "\t\t\t\(ids.target) = {", "\t\t\t\tCreatedOnToolsVersion = 15.4;", "\t\t\t};",
            ] + tests.targetAttributes + [
                "\t\t};", "\t};",
                "\tbuildConfigurationList = \(ids.projectConfigs) /* Build configuration list for PBXProject \"\(name)\" */;",
                "\tcompatibilityVersion = \"Xcode 14.0\";", "\tdevelopmentRegion = en;", "\thasScannedForEncodings = 0;",
                "\tknownRegions = (", "\t\ten,", "\t\tBase,", "\t);", "\tmainGroup = \(ids.mainGroup);",
                "\tproductRefGroup = \(ids.productsGroup) /* Products */;", "\tprojectDirPath = \"\";", "\tprojectRoot = \"\";",
                "\ttargets = (", "\t\t\(ids.target) /* \(name) */,",
            ] + tests.projectTargets + ["\t);", "};"])
        section(
            "PBXResourcesBuildPhase",
            [
                "\(ids.resources) /* Resources */ = {", "\tisa = PBXResourcesBuildPhase;", "\tbuildActionMask = 2147483647;",
                "\tfiles = (", "\t\t\(ids.assetsBuild) /* Assets.xcassets in Resources */,", "\t);",
                "\trunOnlyForDeploymentPostprocessing = 0;", "};",
            ] + tests.resourcesPhases)
        section(
            "PBXSourcesBuildPhase",
            [
                "\(ids.sources) /* Sources */ = {", "\tisa = PBXSourcesBuildPhase;", "\tbuildActionMask = 2147483647;",
                "\tfiles = (", "\t\t\(ids.contentViewBuild) /* ContentView.swift in Sources */,",
                "\t\t\(ids.appBuild) /* \(appFile) in Sources */,", "\t);", "\trunOnlyForDeploymentPostprocessing = 0;", "};",
            ].filter(keepsAppFile) + tests.sourcesPhases)
        if !tests.targetDependencies.isEmpty { section("PBXTargetDependency", tests.targetDependencies) }
        let configurations: [(String, String, [(String, String)])] =
            [
                (ids.projectDebug, "Debug", projectSettings(debug: true)),
                (ids.projectRelease, "Release", projectSettings(debug: false)),
                (ids.targetDebug, "Debug", targetSettings()),
                (ids.targetRelease, "Release", targetSettings()),
            ] + tests.configurations.map { ($0.id, $0.name, $0.settings) }
        section(
            "XCBuildConfiguration",
            configurations.sorted { $0.0 < $1.0 }.flatMap { id, configName, settings in
                ["\(id) /* \(configName) */ = {", "\tisa = XCBuildConfiguration;", "\tbuildSettings = {"]
                    + settings.sorted { $0.0 < $1.0 }.map { "\t\t\($0.0) = \($0.1);" }
                    + ["\t};", "\tname = \(configName);", "};"]
            })
        let lists =
            [
                (ids.projectConfigs, "PBXProject", name, ids.projectDebug, ids.projectRelease),
                (ids.targetConfigs, "PBXNativeTarget", name, ids.targetDebug, ids.targetRelease),
            ] + tests.configurationLists.map { ($0.id, $0.owner, uiTests?.targetName ?? name, $0.debug, $0.release) }
        section(
            "XCConfigurationList",
            lists.sorted { $0.0 < $1.0 }.flatMap { id, owner, ownerName, debug, release in
                [
                    "\(id) /* Build configuration list for \(owner) \"\(ownerName)\" */ = {", "\tisa = XCConfigurationList;",
                    "\tbuildConfigurations = (", "\t\t\(debug) /* Debug */,", "\t\t\(release) /* Release */,", "\t);",
                    "\tdefaultConfigurationIsVisible = 0;", "\tdefaultConfigurationName = Release;", "};",
                ]
            })
        out += "\t};\n\trootObject = \(ids.project) /* Project object */;\n}\n"
        return out
    }

    private func projectSettings(debug: Bool) -> [(String, String)] {
        var settings: [(String, String)] = [
            ("ALWAYS_SEARCH_USER_PATHS", "NO"),
            ("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS", "YES"),
            ("CLANG_ENABLE_MODULES", "YES"),
            ("CLANG_ENABLE_OBJC_ARC", "YES"),
            ("COPY_PHASE_STRIP", "NO"),
            ("ENABLE_STRICT_OBJC_MSGSEND", "YES"),
            ("ENABLE_USER_SCRIPT_SANDBOXING", "YES"),
            ("GCC_C_LANGUAGE_STANDARD", "gnu17"),
            ("IPHONEOS_DEPLOYMENT_TARGET", quote(deploymentTarget)),
            ("LOCALIZATION_PREFERS_STRING_CATALOGS", "YES"),
            ("SDKROOT", "iphoneos"),
        ]
        if debug {
            settings += [
                ("DEBUG_INFORMATION_FORMAT", "dwarf"), ("ENABLE_TESTABILITY", "YES"), ("GCC_OPTIMIZATION_LEVEL", "0"),
                ("GCC_PREPROCESSOR_DEFINITIONS", "(\n\t\t\t\t\t\"DEBUG=1\",\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t)"),
                ("ONLY_ACTIVE_ARCH", "YES"), ("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "\"DEBUG $(inherited)\""),
                ("SWIFT_OPTIMIZATION_LEVEL", "\"-Onone\""),
            ]
        } else {
            settings += [
                ("DEBUG_INFORMATION_FORMAT", "\"dwarf-with-dsym\""), ("ENABLE_NS_ASSERTIONS", "NO"),
                ("SWIFT_COMPILATION_MODE", "wholemodule"), ("VALIDATE_PRODUCT", "YES"),
            ]
        }
        return settings
    }

    private func targetSettings() -> [(String, String)] {
        [
            ("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"),
            ("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME", "AccentColor"),
            ("CODE_SIGN_STYLE", "Automatic"),
            ("CURRENT_PROJECT_VERSION", "1"),
            ("ENABLE_PREVIEWS", "YES"),
            ("GENERATE_INFOPLIST_FILE", "YES"),
            ("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", "YES"),
            ("INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents", "YES"),
            ("INFOPLIST_KEY_UILaunchScreen_Generation", "YES"),
            (
                "INFOPLIST_KEY_UISupportedInterfaceOrientations",
                "\"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\""
            ),
            ("LD_RUNPATH_SEARCH_PATHS", "(\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t\t\"@executable_path/Frameworks\",\n\t\t\t\t)"),
            ("MARKETING_VERSION", "1.0"),
            ("PRODUCT_BUNDLE_IDENTIFIER", quote("com.example." + name)),
            ("PRODUCT_NAME", "\"$(TARGET_NAME)\""),
            ("SWIFT_EMIT_LOC_STRINGS", "YES"),
            ("SWIFT_VERSION", "5.0"),
            ("TARGETED_DEVICE_FAMILY", "\"1,2\""),
        ]
    }

    /// A property-list string, quoted unless it is made only of characters Xcode leaves bare.
    func quote(_ text: String) -> String {
        let bare = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$/:.")
        if !text.isEmpty && text.unicodeScalars.allSatisfy({ bare.contains($0) }) { return text }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    // MARK: - Asset catalog, as a new Xcode project has it

    static let catalogContents = """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    static let accentColorContents = """
        {
          "colors" : [
            {
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    static let appIconContents = """
        {
          "images" : [
            {
              "idiom" : "universal",
              "platform" : "ios",
              "size" : "1024x1024"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """
}
