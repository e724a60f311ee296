import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// What the Audio and Input pages save comes back as saved: rebound lanes (keyboard and
/// pad), the buffer, the output device, the driver and the least L; an empty device name is
/// the default, an empty driver the automatic choice.
@Suite struct SettingsDeviceRoundTripTests {
  @Test("bindings, buffer, device, driver and least L survive a save and a load")
  func roundTrip() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("settings-device-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("settings.json").path
    var rebinder = Rebinder(bindings: .defaults)
    rebinder.begin(BindingSlot(device: .keyboard, laneCount: 7, lane: 3))
    _ = rebinder.press(.key("B"))
    rebinder.begin(BindingSlot(device: .keyboard, laneCount: 4, lane: 0))
    _ = rebinder.press(.key("K"))
    _ = rebinder.confirm()
    rebinder.begin(BindingSlot(device: .keyboard, laneCount: 4, lane: 1))
    _ = rebinder.press(.button("leftshoulder"))
    let store = SettingsStore(path: path)
    store.update { settings in
      settings.bindings = rebinder.bindings
      settings.audioBufferFrames = 128
      settings.audioDevice = "USB Audio Device Analog Stereo"
      settings.audioDriver = "pipewire"
      settings.hitSoundLatencyMs = 40
    }
    let loaded = SettingsStore(path: path)
    #expect(loaded.notice == nil)
    #expect(loaded.settings == store.settings)
    #expect(loaded.settings.bindings.keyboardLanes(laneCount: 7)[3] == ["B"])
    #expect(loaded.settings.bindings.keyboardLanes(laneCount: 4)[0] == ["K", "Left"])
    #expect(loaded.settings.bindings.gamepadLanes(laneCount: 4)[1] == ["leftshoulder", "a"])
    #expect(loaded.settings.audio.device == "USB Audio Device Analog Stereo")
    #expect(loaded.settings.audio.bufferFrames == 128)
    #expect(loaded.settings.audio.driver == "pipewire")

    let decoded = try SettingsDecoding.decode(
      Array(#"{"audioDevice": "", "audioDriver": ""}"#.utf8))
    #expect(decoded.settings.audioDevice == nil)
    #expect(decoded.settings.audioDriver == nil)
    #expect(decoded.problems.isEmpty)
  }
}
