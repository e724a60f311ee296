/// Caps on what a beat map, or a chart being imported, may hold. Anything beyond is
/// refused with a message, so a huge or hostile file costs bounded memory and time.
public enum BeatMapLimits {
  /// Largest chart file read (any registered format): real charts are well under 2 MB, the
  /// biggest simfiles ~10 MB.
  public static let maxFileBytes = 32 * 1024 * 1024
  /// Largest beat map JSON read: 250 000 notes take about 7 MB. Read through a `JSONTape`
  /// (about 2-3 bytes per byte of text), a map at this cap peaks near 60 MB in all.
  public static let maxJSONFileBytes = 8 * 1024 * 1024
  /// Most notes in one chart (a 10-minute chart at 20 notes a second has 12 000).
  public static let maxNotes = 250_000
  /// Most timing events (BPM changes, stops, delays, warps) of each kind.
  public static let maxTimingEvents = 50_000
  /// Most charts listed in one file.
  public static let maxCharts = 512
  /// Most lines in one measure of StepMania note data (192nds are already unusual).
  public static let maxLinesPerMeasure = 4_096
  /// Most measures in a StepMania chart (a 4-beat measure; 20 000 is hours of music).
  public static let maxMeasures = 20_000
  /// Largest audio file read to find its length (20 minutes of 48 kHz 16-bit stereo WAV is
  /// 230 MB; the game decodes whole songs, so anything bigger would not play anyway).
  public static let maxAudioFileBytes = 256 * 1024 * 1024
  /// Latest time a note may have (a day of music): later times are refused, not saturated.
  public static let maxSongTime = Nanoseconds.seconds(24 * 60 * 60)
  /// Longest line of text considered; longer lines are reported, not processed.
  public static let maxLineBytes = 64 * 1024
}
