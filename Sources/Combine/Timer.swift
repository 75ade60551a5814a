import Foundation

extension Timer {
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`: the current date every
    /// `interval` seconds of the lesson's clock, which only moves when a checkpoint waits.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
        in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode, options: options)
    }

    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        let subject = PassthroughSubject<Date, Never>()
        private var timer: Int?

        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func _subscribe(
            receiveValue: @escaping (Date) -> Void,
            receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
        ) -> AnyCancellable {
            subject._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }

        public func connect() -> Cancellable {
            if timer == nil { scheduleNext() }
            return AnyCancellable { [weak self] in
                guard let self, let timer = self.timer else { return }
                _LessonClock.shared.cancelTimer(timer)
                self.timer = nil
            }
        }

        private func scheduleNext() {
            let nanoseconds = UInt64(max(interval, 0.001) * 1_000_000_000)
            timer = _LessonClock.shared.schedule(after: nanoseconds, repeating: true) { [weak self] in
                self?.subject.send(_LessonClock.shared.date)
            }
        }
    }
}
