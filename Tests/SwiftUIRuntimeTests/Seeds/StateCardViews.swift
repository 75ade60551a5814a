// swift-format-ignore-file
// (Not formatted: a seed is the course listing byte for byte, as SeedListingTests checks.)
// Every example of the @State reference card. Fragments are wrapped in a view the way the lesson
// engine wraps them: top-level declarations become members, the view expression becomes `body`.
import SwiftUI

// Default code
struct StateCardCountView: View {
    @State private var count = 0

    var body: some View {
        Button("Count: \(count)") {
            count += 1
        }
    }
}

// Variant: Show a sheet
struct StateCardSheetView: View {
    @State private var isShowingDetails = false

    var body: some View {
        Button("Show details") {
            isShowingDetails = true
        }
        .buttonStyle(.borderedProminent)
        .sheet(isPresented: $isShowingDetails) {
            VStack(spacing: 12) {
                Text("Order #1042")
                    .font(.title2.bold())
                Text("Arriving Thursday")
                    .foregroundStyle(.secondary)
                Button("Close") {
                    isShowingDetails = false
                }
                .buttonStyle(.bordered)
            }
            .presentationDetents([.medium])
        }
    }
}

// Variant: A struct as state
struct Draft {
    var title = ""
    var isUrgent = false
}

struct StateCardDraftView: View {
    @State private var draft = Draft()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title", text: $draft.title)
                .textFieldStyle(.roundedBorder)
            Toggle("Urgent", isOn: $draft.isUrgent)
            Text(draft.isUrgent ? "🔥 \(draft.title)" : draft.title)
                .font(.headline)
        }
        .frame(maxWidth: 280)
    }
}

// Variant: Gotcha: state ignores later inputs
struct Parent: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 12) {
            Stepper("Parent: \(count)", value: $count)
            Child(count: count)
        }
    }
}

struct Child: View {
    @State var count: Int // ⚠️ Copied once, then ignored

    var body: some View {
        Text("Child: \(count)")
    }
}
