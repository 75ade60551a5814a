/// A number as Swift source: `120`, not `120.0`; `0.5` stays `0.5`.
func swiftNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
