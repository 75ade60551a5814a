import Foundation
import LessonEngine

/// The images a lesson bundles (`resources:`), drawn where its screens show `Image("name")`. A
/// name finds a file as `UIImage(named:)` finds a loose file in an app's bundle: `name.png`, its
/// `@2x`/`@3x` versions, `.jpg`/`.jpeg`, or the file named exactly. Each image is copied once into
/// the site (`bundle/EXAMPLE/FILE`), so pages link to it rather than embed it.
struct BundleImages {
    static let folder = "bundle"
    static let extensions = ["png", "jpg", "jpeg", "gif"]

    /// Image name → the file it draws, for one example's resources.
    static func files(_ resources: [ExampleResource]) -> [String: ExampleResource] {
        var byName: [String: ExampleResource] = [:]
        // An asset catalog's image sets are found by the set's name, before loose files, as on a device.
        for catalog in resources where catalog.isAssetCatalog {
            for (set, image) in imageSets(in: catalog.path) where byName[set] == nil { byName[set] = image }
        }
        // The best scale a phone has first: @3x, then @2x, then 1x, as an iPhone picks.
        let ordered = resources.sorted { scale(of: $0.name) > scale(of: $1.name) }
        for resource in ordered {
            let url = URL(fileURLWithPath: resource.name)
            guard !resource.isAssetCatalog, extensions.contains(url.pathExtension.lowercased()) else { continue }
            var base = url.deletingPathExtension().lastPathComponent
            for suffix in ["@3x", "@2x"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
            if byName[base] == nil { byName[base] = resource }
            if byName[resource.name] == nil { byName[resource.name] = resource }
        }
        return byName
    }

    /// Each `NAME.imageset` in a catalog (in any folder of it) with its best image, named in the
    /// site after its set (`NAME.imageset-logo@3x.png`) so sets' same-named files stay apart.
    static func imageSets(in catalog: String) -> [(String, ExampleResource)] {
        let fm = FileManager.default
        guard let enumerator = fm.enumerator(atPath: catalog) else { return [] }
        var sets: [(String, ExampleResource)] = []
        for case let relative as String in enumerator where relative.hasSuffix(".imageset") {
            let folder = catalog + "/" + relative
            let images = ((try? fm.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
                .sorted { (scale(of: $0), $1) > (scale(of: $1), $0) }
            guard let best = images.first else { continue }
            let set = URL(fileURLWithPath: relative).deletingPathExtension().lastPathComponent
            sets.append((set, ExampleResource(name: set + ".imageset-" + best, path: folder + "/" + best)))
        }
        return sets.sorted { $0.0 < $1.0 }
    }

    private static func scale(of name: String) -> Int {
        let base = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
        return base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
    }

    /// Where an example's image is in the site, from its root.
    static func path(example: String, file: String) -> String {
        let escaped =
            file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? file
        return "\(folder)/\(example)/\(escaped)"
    }

    /// Image name → href from a page, for the screens of `example`.
    static func hrefs(_ example: ExampleResult?, root: String) -> [String: String] {
        guard let example else { return [:] }
        return files(example.resources).mapValues { root + path(example: example.name, file: $0.name) }
    }

    /// Copies every example's images into the site.
    static func write(_ examples: [ExampleResult], to destination: URL) throws {
        let fm = FileManager.default
        for example in examples {
            let images = Dictionary(files(example.resources).values.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            for (resource, file) in images.sorted(by: { $0.key < $1.key }) {
                let folder = destination.appendingPathComponent(folder).appendingPathComponent(example.name)
                try fm.createDirectory(at: folder, withIntermediateDirectories: true)
                let target = folder.appendingPathComponent(resource)
                try? fm.removeItem(at: target)
                try fm.copyItem(at: URL(fileURLWithPath: file.path), to: target)
            }
        }
    }
}
