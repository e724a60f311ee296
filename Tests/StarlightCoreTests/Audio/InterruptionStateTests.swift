import Testing

@testable import StarlightCore

@Suite struct InterruptionStateTests {
  @Test func focusLossPausesAndFocusBackWaitsForAPress() {
    var state = InterruptionState()
    #expect(state.focusLost(gamePlaying: true) == .pauseGame)
    #expect(state.focusLost(gamePlaying: false) == .none)  // minimized after losing focus
    #expect(state.overlay == .none)
    #expect(state.focusGained() == .none)
    #expect(state.overlay == .welcomeBack)
    #expect(state.swallowsInput)
    #expect(state.press() == .resumeGame)
    #expect(state.overlay == .none)
    #expect(state.press() == .none)
  }

  @Test func theSettingTurnsFocusPausingOff() {
    var state = InterruptionState(pauseOnFocusLoss: false)
    #expect(state.focusLost(gamePlaying: true) == .none)
    #expect(state.focusGained() == .none)
    #expect(state.overlay == .none)
  }

  @Test func automaticResumeSkipsTheOverlay() {
    var state = InterruptionState(resumeAutomatically: true)
    #expect(state.focusLost(gamePlaying: true) == .pauseGame)
    #expect(state.focusGained() == .resumeGame)
    #expect(state.overlay == .none)
  }

  @Test func aGameAlreadyPausedByThePlayerIsLeftToItsMenu() {
    var state = InterruptionState()
    #expect(state.focusLost(gamePlaying: false) == .none)
    #expect(state.focusGained() == .none)
    #expect(state.overlay == .none)
  }

  @Test func deviceLossWaitsForTheDeviceThenForAPress() {
    var state = InterruptionState()
    #expect(state.deviceLost(gamePlaying: true) == .pauseGame)
    #expect(state.overlay == .reconnecting)
    #expect(state.swallowsInput)
    #expect(state.press() == .none)
    #expect(state.deviceSettled() == .none)
    #expect(state.overlay == .welcomeBack)
    #expect(state.press() == .resumeGame)
  }

  @Test func focusAndDeviceTogetherResumeOnlyWhenBothAreBack() {
    var state = InterruptionState()
    #expect(state.focusLost(gamePlaying: true) == .pauseGame)
    #expect(state.deviceLost(gamePlaying: false) == .none)
    #expect(state.focusGained() == .none)
    #expect(state.overlay == .reconnecting)
    #expect(state.deviceSettled() == .none)
    #expect(state.overlay == .welcomeBack)
    #expect(state.press() == .resumeGame)
  }
}
