// swift-format-ignore-file
// (Not formatted: a seed is the course listing byte for byte, as SeedListingTests checks.)
// The tip splitter milestone, assembled from its five steps as printed.
import SwiftUI

struct TipSplitterView: View {
    @State private var subtotal: Decimal? = nil
    @State private var tipPercent = 20
    @State private var partySize = 1

    private var billAmount: Decimal { subtotal ?? 0 }

    private var tipAmount: Decimal {
        billAmount * Decimal(tipPercent) / 100
    }

    private var total: Decimal {
        billAmount + tipAmount
    }

    private var perPerson: Decimal {
        total / Decimal(max(partySize, 1))
    }

    var body: some View {
        Form {
            Section("Bill") {
                TextField("Subtotal", value: $subtotal, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
            }

            Section("Tip") {
                Picker("Tip percentage", selection: $tipPercent) {
                    ForEach([15, 18, 20, 25], id: \.self) { pct in
                        Text("\(pct)%").tag(pct)
                    }
                }
                .pickerStyle(.segmented)
            }

            Section("Party") {
                Stepper("Party of \(partySize)", value: $partySize, in: 1...50)
            }

            if subtotal == nil {
                Section {
                    ContentUnavailableView(
                        "Enter a bill",
                        systemImage: "dollarsign.circle",
                        description: Text("Type a subtotal to see the split.")
                    )
                }
            } else {
                Section("Result") {
                    LabeledContent("Tip", value: tipAmount, format: .currency(code: "USD"))
                    LabeledContent("Total", value: total, format: .currency(code: "USD"))
                    LabeledContent("Per person", value: perPerson, format: .currency(code: "USD"))
                        .font(.headline)
                }
            }
        }
    }
}
