/// Where a scan of the song folders is, handed from the scanning thread to whoever draws
/// or prints it: files done of all found, and the pack (or song folder) being imported.
public struct SongScanProgress: Sendable, Equatable {
  public var filesDone: Int
  public var filesTotal: Int
  public var packsDone: Int
  public var packCount: Int
  /// The pack being imported now ("" before the first).
  public var current: String

  public init(filesDone: Int, filesTotal: Int, packsDone: Int, packCount: Int, current: String) {
    self.filesDone = filesDone
    self.filesTotal = filesTotal
    self.packsDone = packsDone
    self.packCount = packCount
    self.current = current
  }

  /// 0...1 of the files; 0 while nothing is counted yet.
  public var fraction: Double {
    filesTotal > 0 ? min(1, Double(filesDone) / Double(filesTotal)) : 0
  }

  /// "120 of 480 files, pack 3 of 12: Pack Name".
  public var text: String {
    let pack =
      current.isEmpty ? "" : ", pack \(min(packsDone + 1, packCount)) of \(packCount): \(current)"
    return "\(filesDone) of \(filesTotal) files\(pack)"
  }
}
