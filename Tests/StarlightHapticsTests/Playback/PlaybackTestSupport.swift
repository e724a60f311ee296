@testable import StarlightHaptics

let nanosecondsPerMillisecond: Int64 = 1_000_000

/// An envelope on the renderer's 10 ms tick: one sample per level, then the silent end.
func steppedEnvelope(_ levels: [MotorLevels], tickMs: Int = 10) -> HapticEnvelope {
  let samples = levels.enumerated().map {
    MotorSample(timeMs: $0.offset * tickMs, levels: $0.element)
  }
  let end = MotorSample(timeMs: levels.count * tickMs, levels: .silent)
  return HapticEnvelope(tickMs: tickMs, samples: samples + [end])
}

/// One level held for `durationMs`, then silence.
func heldEnvelope(_ levels: MotorLevels, durationMs: Int) -> HapticEnvelope {
  HapticEnvelope(
    tickMs: 10,
    samples: [
      MotorSample(timeMs: 0, levels: levels), MotorSample(timeMs: durationMs, levels: .silent),
    ])
}

struct SentCommand: Equatable, CustomStringConvertible {
  var timeNanoseconds: Int64
  var command: RumbleCommand

  var description: String {
    "\(Double(timeNanoseconds) / 1e6) ms: \(command)"
  }
}

/// Updates `scheduler` every `stepMs` from `startNanoseconds` for `durationMs` (both ends
/// included) and returns what it sent, as the game loop would step it.
func drive(
  _ scheduler: inout RumbleScheduler, from startNanoseconds: Int64 = 0, durationMs: Int64,
  stepMs: Int64 = 1
) -> [SentCommand] {
  var sent: [SentCommand] = []
  for millisecond in stride(from: 0, through: durationMs, by: Int(stepMs)) {
    let now = startNanoseconds + Int64(millisecond) * nanosecondsPerMillisecond
    if let command = scheduler.update(now: now) {
      sent.append(SentCommand(timeNanoseconds: now, command: command))
    }
  }
  return sent
}

/// The commands a pad should receive for `envelope`: its samples on SDL's scale with
/// consecutive repeats (and a leading silence, the pad's state already) left out.
func expectedCommands(for envelope: HapticEnvelope) -> [RumbleCommand] {
  var commands: [RumbleCommand] = []
  var last = RumbleCommand.off
  for sample in envelope.samples {
    let command = RumbleCommand(
      levels: sample.levels, durationMs: RumbleScheduler.leaseMilliseconds)
    if !command.sameLevels(as: last) {
      commands.append(command)
      last = command
    }
  }
  return commands
}
