import CSDL2
import Logging
import StarlightHaptics

/// The only code that touches rumble (design §1 and §5: Core Haptics' `HapticManager`, on a
/// gamepad's two motors). One is made at launch and handed to the game loop.
///
/// - Finds the game controllers that can rumble, when made and as they are plugged in
///   (`handle(_:)` takes SDL's controller device events), and rumbles the one last played
///   with: any button, or a stick or trigger moved past `axisActivityThreshold`.
/// - Plays cached patterns (`play(.heartbeat)`) and transients fire-and-forget; overlapping
///   ones combine per motor by their maximum. What is sent and when is decided by a pure
///   `RumbleScheduler`: only changes, at most 100 a second, stepped by `update(now:)` with
///   the loop's media-clock time.
/// - `stopAll()` for pause, focus loss and quit.
/// - Unplugging the pad makes every call a silent no-op until another is plugged in; with no
///   pad, or no SDL controller subsystem at all, it is a no-op from the start (the seed's
///   "engine unavailable"). Nothing here throws or blocks: rumble never gates the game.
public final class HapticManager {
  /// A stick or trigger must move this far (of 32 767) to count as playing with a pad, so
  /// the drift of a resting stick on an idle pad never takes the rumble from the pad in use.
  public static let axisActivityThreshold: Int32 = 8_000

  private let logger = Logger(label: "starlight.haptics")
  private let library: HapticPatternLibrary?
  private let renderer: HapticRenderer
  private var scheduler = RumbleScheduler()
  private var pads: [SDL_JoystickID: RumblePad] = [:]
  private var targetID: SDL_JoystickID?
  private var useCounter: UInt64 = 0
  private var isShutDown = false

  /// Commands SDL accepted, since this manager was made (figures and tests).
  public private(set) var sentCount = 0

  /// `library` holds the cached patterns (nil: transients and explicit envelopes only).
  /// SDL's game controller subsystem must already be initialised for rumble to work;
  /// without it the manager stays a no-op.
  public init(library: HapticPatternLibrary?, renderer: HapticRenderer = HapticRenderer()) {
    self.library = library
    self.renderer = renderer
    if let library {
      for (id, failure) in library.failures.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        logger.warning("haptic pattern \(id.rawValue) will not play: \(failure)")
      }
    }
    guard Self.controllersAvailable else {
      logger.info("SDL's game controller subsystem is not running: rumble is off")
      return
    }
    for index in 0..<max(0, SDL_NumJoysticks()) {
      addDevice(at: index)
    }
  }

  deinit {
    shutdown()
  }

  /// Whether a pad is there to rumble.
  public var hasTarget: Bool {
    targetID.flatMap { pads[$0] } != nil
  }

  /// The name of the pad that rumbles, if any.
  public var targetName: String? {
    targetID.flatMap { pads[$0]?.name }
  }

  /// Patterns playing or about to start.
  public var activePatternCount: Int {
    scheduler.activeCount
  }

  // MARK: - Playing

  /// Plays a cached pattern from its start at the next `update`; a pattern whose file failed
  /// to load is silently skipped (its failure was logged at launch).
  /// `handle` names it for `stop(handle:)`.
  public func play(_ id: HapticPatternID, handle: Int? = nil) {
    guard let envelope = library?.envelope(id) else {
      logger.debug("haptic pattern \(id.rawValue) is not loaded")
      return
    }
    play(envelope, handle: handle)
  }

  /// Plays a rendered envelope (a file given on the command line, say).
  public func play(_ envelope: HapticEnvelope, handle: Int? = nil) {
    guard !isShutDown else {
      return
    }
    scheduler.start(envelope, handle: handle)
  }

  /// Stops the patterns started with `handle` (the motors follow at the next update).
  public func stop(handle: Int) {
    scheduler.stop(handle: handle)
  }

  /// Plays one transient tap: the design's inline events (cipher detents, the error buzz).
  public func playTransient(intensity: Double, sharpness: Double) {
    play(renderer.renderTransient(intensity: intensity, sharpness: sharpness))
  }

  /// Steps the patterns to `now` (media-clock nanoseconds) and sends the pad what changed.
  /// Call it every loop iteration; it sends at most 100 times a second however often.
  public func update(now: Int64) {
    guard let command = scheduler.update(now: now) else {
      return
    }
    // Without a pad the scheduler still advances, so a pad plugged in mid-pattern picks
    // the pattern up where it is rather than from a stale start.
    send(command)
  }

  /// Stops every pattern and turns the motors off now: pause, focus loss, quit.
  public func stopAll() {
    guard let command = scheduler.stop() else {
      return
    }
    send(command)
  }

  /// Stops the motors and closes every pad; the manager is a no-op from then on.
  public func shutdown() {
    guard !isShutDown else {
      return
    }
    stopAll()
    isShutDown = true
    // After SDL_Quit SDL has already closed (and freed) every controller itself.
    if Self.controllersAvailable {
      for pad in pads.values {
        pad.close()
      }
    }
    pads.removeAll()
    targetID = nil
  }

  // MARK: - Controllers

  /// Takes SDL's controller events: devices added and removed, buttons and axes.
  public func handle(_ event: SDL_Event) {
    guard !isShutDown else {
      return
    }
    switch SDL_EventType(event.type) {
    case SDL_CONTROLLERDEVICEADDED:
      addDevice(at: event.cdevice.which)
    case SDL_CONTROLLERDEVICEREMOVED:
      removeDevice(event.cdevice.which)
    case SDL_CONTROLLERBUTTONDOWN:
      markUsed(event.cbutton.which)
    case SDL_CONTROLLERAXISMOTION:
      if abs(Int32(event.caxis.value)) >= Self.axisActivityThreshold {
        markUsed(event.caxis.which)
      }
    default:
      break
    }
  }

  private static var controllersAvailable: Bool {
    SDL_WasInit(UInt32(SDL_INIT_GAMECONTROLLER)) != 0
  }

  /// `deviceIndex` is SDL's index at the time of the event; a pad already open (seen both
  /// when the manager was made and in the added event SDL queues for it) is skipped.
  private func addDevice(at deviceIndex: Int32) {
    let instanceID = SDL_JoystickGetDeviceInstanceID(deviceIndex)
    guard instanceID >= 0, pads[instanceID] == nil else {
      return
    }
    useCounter += 1
    switch RumblePad.open(deviceIndex: deviceIndex, lastUsed: useCounter) {
    case .failure(let skip):
      logger.info("controller \(deviceIndex) not used for rumble: \(skip)")
    case .success(let pad):
      pads[pad.instanceID] = pad
      logger.info("rumble available on \(pad.name)")
      // A new pad takes the rumble only when there is none; otherwise on its first press.
      if !hasTarget {
        retarget(to: pad.instanceID)
      }
    }
  }

  private func removeDevice(_ instanceID: SDL_JoystickID) {
    guard let pad = pads.removeValue(forKey: instanceID) else {
      return
    }
    pad.close()
    guard instanceID == targetID else {
      return
    }
    // The pad is gone, so there is nothing to turn off: fall back to the pad played with
    // most recently, or to none.
    targetID = nil
    scheduler.deviceChanged()
    if let next = pads.values.max(by: { $0.lastUsed < $1.lastUsed }) {
      targetID = next.instanceID
      logger.info("\(pad.name) unplugged; rumble moves to \(next.name)")
    } else {
      logger.info("\(pad.name) unplugged; no pad left to rumble")
    }
  }

  private func markUsed(_ instanceID: SDL_JoystickID) {
    guard pads[instanceID] != nil else {
      return
    }
    useCounter += 1
    pads[instanceID]?.lastUsed = useCounter
    if instanceID != targetID {
      retarget(to: instanceID)
    }
  }

  /// Moves the rumble to another pad: the old one is turned off, the new one gets the
  /// current levels on the next update.
  private func retarget(to instanceID: SDL_JoystickID) {
    if !scheduler.lastSent.isOff, let old = targetID.flatMap({ pads[$0] }) {
      _ = old.send(.off)
    }
    targetID = instanceID
    scheduler.deviceChanged()
    if let name = targetName {
      logger.info("rumble on \(name)")
    }
  }

  private func send(_ command: RumbleCommand) {
    guard let id = targetID, let pad = pads[id] else {
      return
    }
    if let failure = pad.send(command) {
      // Typically a pad pulled out whose removal event has not been pumped yet.
      if !pad.reportedFailure {
        pads[id]?.reportedFailure = true
        logger.info("rumble on \(pad.name) failed: \(failure)")
      }
      return
    }
    sentCount += 1
  }
}
