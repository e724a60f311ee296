import Testing

@testable import StarlightPlatform

/// The Input page's rules as values: a key bound to a lane, a key another lane plays (a
/// conflict, then swapped), a lane and everything reset, each lane count on its own.
@Suite struct BindingEditingTests {
  let lane1of4 = BindingTarget.lane(BindingSlot(device: .keyboard, laneCount: 4, lane: 0))
  let lane3of4 = BindingTarget.lane(BindingSlot(device: .keyboard, laneCount: 4, lane: 2))

  /// The bindings a confirmed swap makes (nil when it is not a swap).
  static func swapped(
    _ name: String, to target: BindingTarget, in bindings: InputBindings = .defaults
  )
    -> InputBindings?
  {
    guard case .swapped(let swapped, _) = bindings.confirming(name, to: target) else { return nil }
    return swapped
  }

  @Test("a free key becomes the lane's first key; its other keys stay")
  func bindFree() throws {
    guard case .bound(let bound) = InputBindings.defaults.binding("A", to: lane1of4) else {
      Issue.record("A is free in 4 lanes")
      return
    }
    #expect(bound.names(lane1of4) == ["A", "Left"])
    #expect(bound.keyboardLanes(laneCount: 4)[1] == ["F", "Down"])
    // Other lane counts keep theirs.
    #expect(bound.keyboardLanes(laneCount: 7) == InputBindings.defaults.keyboardLanes(laneCount: 7))
  }

  @Test("a key another lane of the count plays is a conflict, named, never bound twice")
  func conflict() {
    let outcome = InputBindings.defaults.binding("j", to: lane1of4)
    #expect(outcome == .conflict(key: "j", holders: [lane3of4]))
    #expect(lane3of4.label == "lane 3 (4 lanes)")
    // The same key in another lane count is no conflict.
    let sevenLane = BindingTarget.lane(BindingSlot(device: .keyboard, laneCount: 7, lane: 0))
    #expect(
      InputBindings.defaults.holders(of: "J", clashingWith: sevenLane)
        == [.lane(BindingSlot(device: .keyboard, laneCount: 7, lane: 4))])
    #expect(InputBindings.defaults.holders(of: "Q", clashingWith: sevenLane).isEmpty)
  }

  @Test("a confirmed conflict swaps: the other lane takes the lane's old first key")
  func swap() throws {
    let swapped = try #require(Self.swapped("J", to: lane1of4))
    #expect(swapped.names(lane1of4) == ["J", "Left"])
    #expect(swapped.names(lane3of4) == ["D", "Up"])
    let keys = swapped.keyboardLanes(laneCount: 4).flatMap { $0 }.map { $0.lowercased() }
    #expect(Set(keys).count == keys.count)
  }

  @Test("a lane resets to its defaults, taking them from a lane that plays them now")
  func resetLane() throws {
    let swapped = try #require(Self.swapped("J", to: lane1of4))
    let reset = swapped.resetting(lane3of4)
    #expect(reset.bindings.names(lane3of4) == ["J", "Up"])
    #expect(reset.takenFrom == [lane1of4])
    #expect(reset.bindings.names(lane1of4) == ["Left"])
    #expect(reset.bindings.resetting(lane1of4).bindings == .defaults)
  }

  @Test("reset all, per device or both")
  func resetAll() {
    let pad = BindingTarget.lane(BindingSlot(device: .gamepad, laneCount: 4, lane: 0))
    guard case .bound(let bound) = InputBindings.defaults.binding("Q", to: lane1of4),
      case .bound(let both) = bound.binding("leftshoulder", to: pad)
    else {
      Issue.record("Q and leftshoulder are free")
      return
    }
    #expect(both.resettingAll(.keyboard).names(pad) == ["leftshoulder", "x"])
    #expect(both.resettingAll(.keyboard).names(lane1of4) == ["D", "Left"])
    #expect(both.resettingAll() == .defaults)
  }

  @Test("every lane of every lane count is a slot")
  func slots() {
    #expect(BindingSlot.all.count == 2 * (1...10).reduce(0, +))
  }
}

/// The "press a key" exchange: bound, a conflict said then swapped or refused, a lane reset.
@Suite struct RebinderTests {
  let lane1 = BindingSlot(device: .keyboard, laneCount: 4, lane: 0)

  @Test("a free key binds at once; a pad button binds the same lane of the gamepad")
  func binds() {
    var rebinder = Rebinder(bindings: .defaults)
    rebinder.begin(lane1)
    #expect(rebinder.isCapturing)
    let changed1 = rebinder.press(.key("A"))
    #expect(changed1)
    #expect(!rebinder.isCapturing)
    #expect(rebinder.bindings.names(lane1) == ["A", "Left"])
    rebinder.begin(lane1)
    let changed2 = rebinder.press(.button("leftshoulder"))
    #expect(changed2)
    let pad = BindingSlot(device: .gamepad, laneCount: 4, lane: 0)
    #expect(rebinder.bindings.names(pad).first == "leftshoulder")
  }

  @Test("a key bound elsewhere is asked about; Esc leaves both, the same key again swaps")
  func conflict() {
    var rebinder = Rebinder(bindings: .defaults)
    rebinder.begin(lane1)
    let changed3 = rebinder.press(.key("J"))
    #expect(!changed3)
    #expect(
      rebinder.message
        == "J is bound to lane 3 (4 lanes): press it again to swap / Enter to confirm, Esc to cancel"
    )
    rebinder.cancel()
    #expect(rebinder.bindings == .defaults)
    #expect(rebinder.message == "J still plays lane 3 (4 lanes); nothing changed.")
    rebinder.begin(lane1)
    let changed4 = rebinder.press(.key("J"))
    #expect(!changed4)
    let changed5 = rebinder.press(.key("J"))
    #expect(changed5)
    #expect(rebinder.bindings.names(lane1) == ["J", "Left"])
    #expect(rebinder.bindings.keyboardLanes(laneCount: 4)[2] == ["D", "Up"])
  }

  @Test("Enter confirms a conflict; Delete resets the lane; reset all")
  func confirmAndReset() {
    var rebinder = Rebinder(bindings: .defaults)
    rebinder.begin(lane1)
    _ = rebinder.press(.key("K"))
    let changed6 = rebinder.confirm()
    #expect(changed6)
    #expect(rebinder.bindings.names(lane1) == ["K", "Left"])
    rebinder.begin(BindingSlot(device: .keyboard, laneCount: 4, lane: 3))
    let changed7 = rebinder.press(.key(Rebinder.resetKey))
    #expect(changed7)
    #expect(rebinder.bindings.names(lane1) == ["Left"])
    rebinder.resetAll()
    #expect(rebinder.bindings == .defaults)
  }
}
