import LessonProtocol

/// A screen of the runtime's own that a prestarted lesson binary hosts once before its first run,
/// so that its runs start where a second screen in one process starts: the first screen a process
/// hosts pays for what the Swift runtime, Foundation and this module set up once and keep — type
/// metadata and the conformance lookups of every view, control and modifier type it meets (each
/// first lookup searches every conformance the binary's libraries declare), the text metrics, the
/// locale's data, the screen's JSON coding. Measured on 200 runs of small screens: 7% less time
/// for the whole cold build.
///
/// A run must not be able to tell. The screen is made of the plainest parts lessons use and of
/// nothing that leaves anything behind: no storage (`@AppStorage`, user defaults, files), no tasks or
/// timers, no network, no assets, no randomness, no observable objects. What hosting it does set
/// — the host's clock, task registry and storage slots, the course clock's locale and time zone —
/// every run sets again from its own request before it builds its own screen (`HeadlessHost.init`,
/// `_LessonHost.respond`), as a second host does in the runtime's own tests, and what a run reads
/// before that (the wall clock, the timers' start) is put back as it was. And the process stays one
/// thread: a fork copies only the thread that calls it, so the binary refuses to serve runs unless
/// it is one thread after warming up.
struct _WarmUpScreen: View {
    @State private var count = 0
    @State private var isOn = false
    @State private var name = ""
    @State private var amount = 0.5
    @State private var choice = 0

    var body: some View {
        NavigationStack {
            List {
                Section("Counter") {
                    Text("Count: \(count)").font(.headline).foregroundStyle(.secondary)
                    HStack {
                        Button("Remove") { count -= 1 }.disabled(count == 0)
                        Spacer()
                        Button("Add") { count += 1 }.disabled(count > 2).accessibilityIdentifier("add")
                    }
                    Stepper("Count \(count)", value: $count, in: 0...5)
                }
                Section("Settings") {
                    Toggle("On", isOn: $isOn)
                    TextField("Name", text: $name)
                    Text(name.isEmpty ? "No name" : "Hello, \(name)!").bold()
                    Slider(value: $amount)
                    Picker("Choice", selection: $choice) {
                        ForEach(0..<3) { Text("Option \($0)").tag($0) }
                    }
                }
            }
            .navigationTitle("Warm-up")
        }
        .padding()
    }

    /// What a checkpoint does to a screen: one action of each common kind, each followed by
    /// reading the screen, and the response written as JSON (and dropped).
    static func host() {
        let timerStart = _LessonClock.shared.startDate
        defer {
            // What hosting set that a run reads before it builds its own host, back as a freshly
            // started process has it: the wall clock unpinned (it reads the real time until the run's
            // request pins it), the timers' start, and the host's clock, tasks and storage slots empty.
            HeadlessHost._prepareRun()
            _LessonClock.shared.startDate = timerStart
            _LessonWallClock.unpin()
        }
        let host = HeadlessHost(_WarmUpScreen())
        let actions: [Action] = [
            .tap(.identifier("add")), .toggle(.kind(.toggle)), .type(text: "a", into: .kind(.textField)),
            .increment(.kind(.stepper)), .pick(option: "Option 1", in: .kind(.picker)),
        ]
        var steps: [StepReport] = []
        let initial = StepReport(screen: host.screen, bodyEvaluations: host.bodyEvaluations)
        for action in actions {
            try? host.perform(action)
            steps.append(StepReport(screen: host.screen, bodyEvaluations: host.bodyEvaluations))
        }
        _ = try? _LessonHost.encode(LessonResponse(initial: initial, steps: steps, endedAt: nil))
    }
}
