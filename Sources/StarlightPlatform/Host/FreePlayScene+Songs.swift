import StarlightCore

/// Free Play's songs, decoded on the preview decoder's thread, never on the judging thread
/// that runs the scene: a preview of the selected chart, and the chosen chart's song.
extension FreePlayScene {
  /// The selected song from its preview start, decoded in the background and then faded
  /// in through the music effects as the story's music is (what played before fades out).
  func preview(_ chartHash: String, audio: AudioManager) {
    guard let entry = list.visible.first(where: { $0.chartHash == chartHash }),
      let audioFile = entry.audioFile, audio.isAvailable
    else { return }
    previewing = audioFile
    let path = library.audioPath(audioFile)
    decoding = (path, entry.previewStart)
    decoder.request(path)
  }

  /// Whether the chosen chart's song is in, decoded on the preview decoder's thread: this
  /// runs on the judging thread, and a decode takes a good part of a second of CPU, more
  /// than a real-time thread may spend at once under RealtimeKit's limit (SIGXCPU on every
  /// `play --beatmap` as an ordinary user). A song that cannot be decoded is said, and the
  /// chart plays silently.
  func songReady(_ path: String, audio: AudioManager) -> Bool {
    guard audio.isAvailable, songLoaded != path else { return true }
    if decoding?.path != path {
      decoding = (path, 0)
      decoder.request(path)
    }
    guard let decoded = decoder.take(path) else { return false }
    decoding = nil
    if let clip = decoded {
      audio.useSong(clip)
      songLoaded = path
    } else {
      message = (["Could not decode \(path): playing silently."], true)
      audio.useSong(nil)
    }
    return true
  }
}
