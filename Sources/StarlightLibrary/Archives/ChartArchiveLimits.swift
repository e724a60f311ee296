import StarlightCore

/// What an archive of charts (osu!'s `.osz`, a StepMania pack's `.zip`) may hold before it is
/// refused whole, unread: checked from its directory before a byte is unpacked, and again
/// while unpacking (a zip bomb may state small sizes and inflate to more).
public struct ChartArchiveLimits: Sendable, Equatable {
  /// Most entries (files and folders); a StepMania pack of 300 songs has about 1 500.
  public var maxEntries = 10_000
  /// Most bytes unpacked in all: 2 GiB, several times the largest packs.
  public var maxUnpackedBytes: UInt64 = 2 * 1024 * 1024 * 1024
  /// Most bytes of one chart file in it: the cap of a chart file read from disk.
  public var maxChartBytes = UInt64(BeatMapLimits.maxFileBytes)

  public init() {}
}
