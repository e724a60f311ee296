import StarlightCore

extension AudioManager {
  /// Takes a song decoded off the frame loop (Free Play's preview) as the chapter's song,
  /// as `loadSong` would after decoding it here.
  func useSong(_ clip: PCMClip?) {
    song = clip
  }
}
