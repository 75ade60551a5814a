// swift-format-ignore-file
// (Not formatted: a seed is the course listing byte for byte, as SeedListingTests checks.)
// The ReadingButton lesson's complete ContentView.swift, as printed (struct renamed, #Preview left out).
import SwiftUI

struct ReadingButtonView: View {
@State private var saved = false
 var body: some View {
VStack(spacing: 24) {
 Text("Reading list").font(.largeTitle).bold()
 Text("A guide to urban gardens").font(.title2)
 Text(saved ? "Saved to reading list" : "Not saved").accessibilityIdentifier("saveStatus")
 Button { saved.toggle() } label: {
  Label(saved ? "Remove bookmark" : "Save article", systemImage: saved ? "bookmark.fill" : "bookmark")
 }.buttonStyle(.borderedProminent).accessibilityIdentifier("bookmarkAction")
 Text("The button changes only this app's local state.").font(.caption)
}.padding(24)
 }
}
