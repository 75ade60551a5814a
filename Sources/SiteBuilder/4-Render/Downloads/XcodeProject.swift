import Foundation
import UITestExport

/// A minimal iOS app project in Xcode's own layout, around the verified sources:
///
///     Name/Name.xcodeproj/project.pbxproj
///     Name/Name/NameApp.swift            @main, a WindowGroup presenting ContentView (only when
///                                        the sources declare no `@main App` of their own)
///     Name/Name/ContentView.swift        each source exactly as the checks compiled and ran it
///                                        (an example of several files: each under its name)
///     Name/Name/Assets.xcassets/…        AccentColor and AppIcon, as a new Xcode project has them
///     Name/Name/missions.json            the lesson's resources, in the Resources build phase
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
    /// The verified sources, unchanged, by their path in the app's folder (`ContentView.swift`,
    /// `Views/MissionView.swift`), in the order the lesson shows them.
    let sources: [(path: String, contents: String)]
    /// The files the app bundles (`astronauts.json`), copied into the app's folder and its
    /// resources build phase.
    var resources: [(name: String, contents: Data)] = []
    /// The lesson's asset catalog, merged into the project's `Assets.xcassets`: paths inside it
    /// (`logo.imageset/logo@2x.png`). Its own AccentColor or AppIcon replaces the default one.
    var catalogFiles: [(path: String, contents: Data)] = []
    /// The iOS version the project targets.
    var deploymentTarget = "17.0"
    /// The `@main App` that the sources declare themselves; then the project has no app file of its own
    /// (two would not compile: "invalid redeclaration", or two entry points).
    var exampleApp: String?
    /// The lesson's checkpoints as UI tests; nil when it has none.
    var uiTests: UITestSuite?
    /// The title of the lesson the project comes from, for its README.
    var lessonTitle: String?

    init(name: String, sources: [(path: String, contents: String)]) {
        self.name = name
        self.sources = sources
    }

    /// A project of one verified `ContentView.swift`.
    init(name: String, contentView: String) {
        self.init(name: name, sources: [("ContentView.swift", contentView)])
    }

    var appFileName: String { "\(name)App.swift" }

    /// Every file of the project, paths relative to the zip's root, in a fixed order.
    func files() -> [(path: String, contents: Data)] {
        let app = "\(name)/\(name)"
        let appFile = exampleApp == nil ? [("\(app)/\(appFileName)", Data(appSource().utf8))] : []
        let tests = uiTests.map { [("\(name)/\($0.targetName)/\($0.fileName)", Data($0.source.utf8))] } ?? []
        return [
            ("\(name)/README.md", Data(readme(lessonTitle: lessonTitle).utf8)),
            ("\(name)/\(name).xcodeproj/project.pbxproj", Data(pbxproj().utf8)),
            ("\(name)/\(name).xcodeproj/xcshareddata/xcschemes/\(name).xcscheme", Data(sharedScheme(appTarget: id("target")).utf8)),
        ] + appFile
            + sources.map { ("\(app)/\($0.path)", Data($0.contents.utf8)) }
            + catalog().map { ("\(app)/Assets.xcassets/\($0.path)", $0.contents) }
            + resources.map { ("\(app)/\($0.name)", $0.contents) } + tests
    }

    /// The project's asset catalog: a new project's, with the lesson's sets laid over it.
    private func catalog() -> [(path: String, contents: Data)] {
        let defaults = [
            ("Contents.json", Self.catalogContents), ("AccentColor.colorset/Contents.json", Self.accentColorContents),
            ("AppIcon.appiconset/Contents.json", Self.appIconContents),
        ]
        let lessonFolders = Set(catalogFiles.map { $0.path.split(separator: "/").first.map(String.init) ?? "" })
        let kept = defaults.filter { path, _ in
            let folder = path.contains("/") ? path.split(separator: "/").first.map(String.init) : nil
            return !catalogFiles.contains { $0.path == path } && !(folder.map(lessonFolders.contains) ?? false)
        }
        return kept.map { ($0.0, Data($0.1.utf8)) } + catalogFiles
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

    /// One file the project references: its object ids, where it is, and the phase that uses it.
    private struct FileEntry {
        var ref: String
        var build: String
        var path: String
        var type: String
        var inSources: Bool
        /// What the build file's comment calls it ("ContentView.swift in Sources").
        var display: String { (path as NSString).lastPathComponent }
        var phase: String { inSources ? "Sources" : "Resources" }
    }

    /// The file type Xcode records for a resource, by its extension.
    static func fileType(of name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "json": return "text.json"
        case "txt", "md": return "text"
        case "plist": return "text.plist.xml"
        case "png": return "image.png"
        case "jpg", "jpeg": return "image.jpeg"
        case "gif": return "image.gif"
        case "xcassets": return "folder.assetcatalog"
        default: return "file"
        }
    }

    private func fileEntries(appFile: String) -> [FileEntry] {
        // ContentView.swift keeps the ids it always had, so a one-file project is the same bytes.
        func role(_ path: String) -> String { path == "ContentView.swift" ? "contentview" : "source." + path }
        var entries = sources.map {
            FileEntry(
                ref: id("file." + role($0.path)), build: id("build." + role($0.path)), path: $0.path,
                type: "sourcecode.swift", inSources: true)
        }
        if exampleApp == nil {
            entries.append(FileEntry(ref: id("file.app"), build: id("build.app"), path: appFile, type: "sourcecode.swift", inSources: true))
        }
        entries.append(
            FileEntry(
                ref: id("file.assets"), build: id("build.assets"), path: "Assets.xcassets", type: "folder.assetcatalog", inSources: false))
        entries += resources.map {
            FileEntry(
                ref: id("file.resource." + $0.name), build: id("build.resource." + $0.name), path: $0.name,
                type: Self.fileType(of: $0.name), inSources: false)
        }
        return entries
    }

    func pbxproj() -> String {
        let appFile = appFileName
        let product = "\(name).app"
        let ids = (
            project: id("project"), target: id("target"), mainGroup: id("group.main"), appGroup: id("group.app"),
            productsGroup: id("group.products"), productRef: id("file.product"), sources: id("phase.sources"),
            frameworks: id("phase.frameworks"), resources: id("phase.resources"), projectConfigs: id("configs.project"),
            targetConfigs: id("configs.target"), projectDebug: id("config.project.debug"),
            projectRelease: id("config.project.release"), targetDebug: id("config.target.debug"),
            targetRelease: id("config.target.release")
        )
        let entries = fileEntries(appFile: appFile)
        let tests = uiTestObjects(appTarget: ids.target, project: ids.project)
        var out = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
        func section(_ isa: String, _ lines: [String]) {
            out += "\n/* Begin \(isa) section */\n"
            for line in lines { out += "\t\t" + line + "\n" }
            out += "/* End \(isa) section */\n"
        }
        section(
            "PBXBuildFile",
            entries.map {
                "\($0.build) /* \($0.display) in \($0.phase) */ = {isa = PBXBuildFile; fileRef = \($0.ref) /* \($0.display) */; };"
            }.sorted() + tests.buildFiles)
        if !tests.containerItemProxies.isEmpty { section("PBXContainerItemProxy", tests.containerItemProxies) }
        section(
            "PBXFileReference",
            ([
                "\(ids.productRef) /* \(product) */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = \(quote(product)); sourceTree = BUILT_PRODUCTS_DIR; };"
            ]
                + entries.map {
                    let named = $0.path.contains("/") ? " name = \(quote($0.display));" : ""
                    return
                        "\($0.ref) /* \($0.display) */ = {isa = PBXFileReference; lastKnownFileType = \($0.type);\(named) path = \(quote($0.path)); sourceTree = \"<group>\"; };"
                }).sorted() + tests.fileReferences)
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
            ] + tests.mainGroupChildren + [
                "\t\t\(ids.productsGroup) /* Products */,", "\t);",
                "\tsourceTree = \"<group>\";", "};",
                "\(ids.appGroup) /* \(name) */ = {", "\tisa = PBXGroup;", "\tchildren = (",
            ] + entries.filter { $0.path == appFile }.map { "\t\t\($0.ref) /* \($0.display) */," }
                + entries.filter { $0.path != appFile }.map { "\t\t\($0.ref) /* \($0.display) */," } + [
                    "\t);", "\tpath = \(quote(name));", "\tsourceTree = \"<group>\";", "};",
                ] + [
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
                "\tfiles = (",
            ] + entries.filter { !$0.inSources }.map { "\t\t\($0.build) /* \($0.display) in Resources */," } + [
                "\t);",
                "\trunOnlyForDeploymentPostprocessing = 0;", "};",
            ] + tests.resourcesPhases)
        section(
            "PBXSourcesBuildPhase",
            [
                "\(ids.sources) /* Sources */ = {", "\tisa = PBXSourcesBuildPhase;", "\tbuildActionMask = 2147483647;",
                "\tfiles = (",
            ] + entries.filter(\.inSources).map { "\t\t\($0.build) /* \($0.display) in Sources */," } + [
                "\t);", "\trunOnlyForDeploymentPostprocessing = 0;", "};",
            ] + tests.sourcesPhases)
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
}
