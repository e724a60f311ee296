/// What the player prefers, beside `Tuning` and apart from it: tuning holds judging values
/// (recorded in replays and re-simulated); these never change a judgement. `view` is what
/// the lanes look like (recorded in a replay so watching shows what the player saw), `mods`
/// the mods on by default (each run records the ones it played), `display` the window.
/// Persisted key by key in `settings.json`.
public struct PlayerPreferences: Sendable, Equatable, Hashable {
  public var view: ViewPreferences
  public var mods: ModPreferences
  public var display: DisplayPreferences

  public static let defaults = PlayerPreferences()

  public init(
    view: ViewPreferences = .defaults, mods: ModPreferences = .none,
    display: DisplayPreferences = .defaults
  ) {
    self.view = view
    self.mods = mods
    self.display = display
  }
}
