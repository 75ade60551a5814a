import Foundation

// region: model
/// One bird of the guide, as `birds.json` describes it.
struct Bird: Codable, Identifiable, Hashable {
    let id: String
    let name: String
    let family: String
    let wingspanCentimetres: Int
    let description: String
}
// endregion

// region: loading
extension Bundle {
    /// Decodes a JSON file the app ships in its bundle.
    func decode<T: Decodable>(_ file: String) -> T {
        guard let url = url(forResource: file, withExtension: nil) else {
            fatalError("Failed to locate \(file) in bundle.")
        }
        guard let data = try? Data(contentsOf: url) else {
            fatalError("Failed to load \(file) from bundle.")
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            fatalError("Failed to decode \(file) from bundle: \(error)")
        }
    }
}
// endregion

// region: sightings
/// How often a bird was reported this week, as the survey's server answers for it.
struct Sightings: Codable {
    let bird: String
    let thisWeek: Int
}
// endregion
