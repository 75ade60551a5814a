// swift-format-ignore-file
// (Not formatted: a seed is the course listing byte for byte, as SeedListingTests checks.)
// The TicketCounter lesson's complete ContentView.swift, as printed (struct renamed, #Preview left out).
import SwiftUI

struct TicketCounterView: View {
@State private var quantity = 1
private let ticketPrice = 12
 var body: some View {
VStack(spacing: 24) {
 Text("Tickets").font(.largeTitle).bold()
 Text("Quantity: \(quantity)").font(.title)
 Text("Total: \(quantity * ticketPrice)").font(.title2)
 HStack {
  Button("Remove one") { quantity -= 1 }.disabled(quantity == 1).accessibilityIdentifier("removeTicket")
  Button("Add one") { quantity += 1 }.disabled(quantity == 4).accessibilityIdentifier("addTicket")
 }.buttonStyle(.bordered)
 Button("Reset") { quantity = 1 }.accessibilityIdentifier("resetTickets")
 Text("Choose between 1 and 4 tickets.").font(.caption)
}.padding(24)
 }
}
