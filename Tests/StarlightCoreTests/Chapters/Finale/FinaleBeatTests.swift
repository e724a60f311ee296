import Foundation
import StarlightCore
import Testing

/// Chapter 6's heartbeat pushes: force comes only from pushes timed to the beat, so a held
/// key, mashing or pushing on every other beat fails while the bot and a person within
/// a few tens of milliseconds of the beats clear.
@Suite("Finale heartbeat pushes")
struct FinaleBeatTests {
  typealias Drive = FinaleDrive

  static let heartbeat = GameEffect.rumble(.start(.heartbeat, handle: nil))

  @Test("a held key alone fails, pressed at the start or on the first beat")
  func heldKeyFails() throws {
    let firstBeat = try Drive.rules().beat.next
    for start in [0, firstBeat] {
      var stepper = ChapterStepper(rules: try Drive.rules())
      stepper.enqueue([Drive.press(start)])
      _ = stepper.runToEnd()
      let rules = try #require(stepper.rules(as: FinaleRules.self))
      #expect(rules.outcome == .failed)
      #expect(rules.furthestPermille < 50, "one push, then nothing")
      #expect(rules.beat.perfectCount + rules.beat.goodCount <= 1)
    }
  }

  @Test("holding the stick or trigger over fails too")
  func heldAxisFails() throws {
    for actions in [[Drive.stick(0, 1_000)], [Drive.trigger(0, 1_000)]] {
      var stepper = ChapterStepper(rules: try Drive.rules())
      stepper.enqueue(actions)
      _ = stepper.runToEnd()
      let rules = try #require(stepper.rules(as: FinaleRules.self))
      #expect(rules.outcome == .failed)
      #expect(rules.beat.slipCount == 1, "the one push came nowhere near a beat")
    }
  }

  @Test("mashing a key fails on its slips", arguments: [3, 5, 8] as [Int64])
  func mashingFails(perSecond: Int64) throws {
    let period = Nanoseconds.perSecond / perSecond
    let actions = (0..<(46 * perSecond)).flatMap { index -> [PlayerAction] in
      let time = Nanoseconds(index) * period
      return [Drive.press(time), Drive.release(time + period / 2)]
    }
    var stepper = ChapterStepper(rules: try Drive.rules())
    stepper.enqueue(actions)
    _ = stepper.runToEnd()
    let rules = try #require(stepper.rules(as: FinaleRules.self))
    #expect(rules.outcome == .failed)
    #expect(rules.beat.slipCount > rules.beat.perfectCount + rules.beat.goodCount)
  }

  @Test("the bot clears with every push perfect", arguments: [false, true])
  func botClears(autoAssist: Bool) throws {
    let context = ChapterContext(autoAssist: autoAssist)
    let actions = FinaleRules.botActions(context: context)
    #expect(actions.count > 20)
    let presses = actions.enumerated().filter { $0.element.input == .lane(0, .press) }
    #expect(presses.count == actions.count / 2)
    #expect(presses.allSatisfy { $0.offset % 2 == 0 })
    var stepper = ChapterStepper(rules: try FinaleRules(context: context))
    stepper.enqueue(actions)
    _ = stepper.runToEnd()
    let rules = try #require(stepper.rules(as: FinaleRules.self))
    #expect(rules.outcome == .cleared)
    #expect(rules.beat.slipCount == 0 && rules.beat.goodCount == 0)
    #expect(rules.beat.perfectCount == actions.count / 2)
    #expect(rules.timeLeft > .seconds(15))
  }

  @Test("a person up to 70 ms off the beats who lets one in ten pass clears")
  func personClears() throws {
    let milliseconds: [Int64?] = [-35, 20, 70, -10, 0, 30, -60, 15, 45, nil]
    let offsets = milliseconds.map { $0.map { Drive.ms($0) } }
    let run = try Drive.person(offsets: offsets)
    #expect(run.rules.outcome == .cleared)
    #expect(run.rules.beat.slipCount == 0)
    #expect(run.rules.beat.goodCount > 0)
  }

  @Test("pushing on every other beat, or always late, fails")
  func sloppyPushingFails() throws {
    let everyOther = try Drive.person(offsets: [0, nil])
    let late = try Drive.person(offsets: [Drive.ms(100)])
    for run in [everyOther, late] {
      #expect(run.rules.outcome == .failed)
      #expect(run.rules.beat.slipCount == 0)
    }
    #expect(late.rules.beat.goodCount > 0 && late.rules.beat.perfectCount == 0)
  }

  @Test("a push on the beat drives the slider, a mistimed one slips it back")
  func pushAndSlip() throws {
    let rules = try Drive.rules()
    let beat = rules.beat.next
    var onBeat = rules
    var effects: [GameEffect] = []
    onBeat.handle(Drive.press(beat), effects: &effects)
    #expect(effects.contains(.sound(.hapticThud)))
    #expect(onBeat.beat.lastPush?.landing == .perfect)
    // A second push on the same beat slips, and costs speed.
    var doubled = onBeat
    effects = []
    doubled.handle(Drive.press(beat + Drive.ms(60), lane: 1), effects: &effects)
    #expect(doubled.beat.lastPush?.landing == .slip)
    #expect(effects.contains(.sound(.error)))
    onBeat.advance(to: beat + Drive.ms(300), effects: &effects)
    doubled.advance(to: beat + Drive.ms(300), effects: &effects)
    #expect(onBeat.position > 0)
    #expect(doubled.position < onBeat.position)
    // Landing within the good window gives a weaker stroke than on the beat.
    var good = rules
    good.handle(Drive.press(beat - Drive.ms(90)), effects: &effects)
    good.advance(to: beat + Drive.ms(300), effects: &effects)
    #expect(good.beat.lastPush?.landing == .good)
    #expect(good.beat.lastPush?.offset == -Drive.ms(90))
    #expect(good.position > 0 && good.position < onBeat.position)
  }

  @Test("a flick of the stick on the beat is a push, in proportion to how far it goes")
  func stickFlicks() throws {
    let rules = try Drive.rules()
    let beat = rules.beat.next
    var full = rules
    var half = rules
    var effects: [GameEffect] = []
    full.handle(Drive.stick(beat, 1_000), effects: &effects)
    half.handle(Drive.trigger(beat, 620), effects: &effects)
    full.advance(to: beat + Drive.ms(300), effects: &effects)
    half.advance(to: beat + Drive.ms(300), effects: &effects)
    #expect(full.beat.lastPush?.landing == .perfect)
    #expect(half.beat.lastPush?.landing == .perfect)
    #expect(half.position > 0 && half.position < full.position)
    // Not again until it eases off under the re-arm.
    full.handle(Drive.stick(beat + Drive.ms(400), 600), effects: &effects)
    full.handle(Drive.stick(beat + Drive.ms(450), 1_000), effects: &effects)
    #expect(full.beat.slipCount == 0)
    full.handle(Drive.stick(beat + Drive.ms(500), 0), effects: &effects)
    full.handle(Drive.stick(beat + Drive.ms(520), 1_000), effects: &effects)
    #expect(full.beat.slipCount == 1)
  }

  @Test("the heartbeat keeps its own time, quickening as the slider nears the end")
  func heartbeatSchedule() throws {
    let tuning = FinaleTuning.defaults
    let idle = try Drive.heartbeatTimes([], until: .seconds(10))
    #expect(idle.first == tuning.heartbeatIntervalAtStart)
    #expect(zip(idle.dropFirst(), idle).allSatisfy { $0 - $1 == tuning.heartbeatIntervalAtStart })
    let bot = try Drive.heartbeatTimes(
      FinaleRules.botActions(context: ChapterContext()), until: .seconds(30))
    let gaps = zip(bot.dropFirst(), bot).map { $0 - $1 }
    let last = try #require(gaps.last)
    #expect(last < tuning.heartbeatIntervalAtEnd + Drive.ms(100))
  }

  @Test("the same pushes give the same path at any frame rate and step size")
  func determinism() throws {
    let actions =
      try Drive.person(offsets: [Drive.ms(-31), nil, Drive.ms(7), Drive.ms(77)])
      .actions.map { PlayerAction(time: $0.time + 123_457, input: $0.input) }
      + [Drive.stick(5_000_000_333, 900), Drive.stick(5_200_000_001, 0)]
    let samples: [Nanoseconds] = (1...(46 * 4)).map { Nanoseconds($0) * Drive.ms(250) }
    let sorted = actions.sorted(by: PlayerAction.precedes)
    let reference = try Drive.stepped(sorted, step: Drive.ms(1), samples: samples)
    #expect(reference.samples.contains { $0.velocity < 0 })
    for step in [Drive.ms(2), 500_000] {
      let run = try Drive.stepped(sorted, step: step, samples: samples)
      #expect(run.samples == reference.samples)
      #expect(run.effects == reference.effects)
    }
    for frames in [
      Drive.frames(rate: 60, until: .seconds(46)), Drive.frames(rate: 240, until: .seconds(46)),
      Drive.irregularFrames(until: .seconds(46), seed: 3),
    ] {
      let run = try Drive.framed(sorted, frames: frames, samples: samples)
      #expect(run.samples == reference.samples)
      #expect(run.effects == reference.effects)
      #expect(run.rules.summary() == reference.rules.summary())
    }
  }

  @Test("a tuning saved before the heartbeat pushes reads with the held push")
  func oldTuningReadsHeld() throws {
    let encoded = try JSONEncoder().encode(FinaleTuning.defaults)
    var object = try #require(JSONSerialization.jsonObject(with: encoded) as? [String: Any])
    for key in [
      "pushesOnBeat", "strokeAcceleration", "strokeDuration", "perfectWindow", "goodWindow",
      "goodStrokePermille", "slipImpulse", "axisPushThreshold", "axisRearm",
      "slipRumbleIntensityPermille", "slipRumbleSharpnessPermille",
    ] {
      object[key] = nil
    }
    let old = try JSONDecoder().decode(
      FinaleTuning.self, from: JSONSerialization.data(withJSONObject: object))
    #expect(!old.pushesOnBeat)
    #expect(old == Drive.held.finale)
    let again = try JSONDecoder().decode(FinaleTuning.self, from: encoded)
    #expect(again == .defaults)
  }
}
