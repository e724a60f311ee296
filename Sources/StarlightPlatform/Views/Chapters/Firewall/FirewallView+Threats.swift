import Foundation
import StarlightCore

/// The approaching threats, each kind in its own shape: taps and holds as red diamonds, rolls
/// as amber diamonds on a striped body, mines as spiked grey balls with a red eye, lifts as
/// green upward chevrons, fakes as faint diamonds that pass through the line unjudged.
extension FirewallView {
  /// Shape proportions, as shares of the threat's half size.
  enum ThreatShape {
    static let coreShare: Float = 0.45
    static let lowerTipShare: Float = 0.6
    static let mineSpikes = 8
    static let mineInnerShare: Float = 0.55
    static let mineEyeShare: Float = 0.3
    static let liftThicknessShare: Float = 0.45
    static let rollStripeHeight = 4
    static let rollStripeSpacing = 16
  }

  /// Every note in sight, placed by the scroll model: the far end is a distance of 1, the
  /// line 0. A constant speed moves every note at one pace; XMod and MMod move them with the
  /// chart's beats, so through a stop the notes stand still and at a warp they jump forward
  /// by the warped beats, as in StepMania. Notes are in time order, and a note's distance
  /// never falls as its time grows (beats only ever move forward), so the first one beyond
  /// the far end ends the search.
  func drawThreats(
    _ run: FirewallRun, layout: FirewallLayout, scroll: ScrollModel, songTime: Nanoseconds,
    on canvas: Canvas
  ) {
    for note in run.notes {
      let distance = scroll.distance(of: note, at: songTime)
      if distance > 1 + layout.distance(ofPixels: layout.threatHalfSize) { break }
      if note.isHold {
        drawHoldBody(
          note, run: run, layout: layout, scroll: scroll, songTime: songTime, on: canvas)
      }
      // A threat that has crossed the firewall line is gone from the field: it never slides
      // on over the key labels while its late window runs out (nor does a mine or a fake).
      guard layout.isVisible(atDistance: distance) else { continue }
      let centre = (x: Float(layout.laneCenter(note.lane)), y: layout.y(atDistance: distance))
      let size = layout.threatHalfSize
      switch note.kind {
      case .mine:
        if run.mineResults[note.index] == nil { drawMine(at: centre, size: size, on: canvas) }
      case .fake:
        drawDiamond(at: centre, size: size, FirewallKindPalette.fake, nil, on: canvas)
      case .lift:
        if run.judgements[note.index] == nil { drawLift(at: centre, size: size, on: canvas) }
      case .roll:
        guard run.judgements[note.index] == nil else { continue }
        drawDiamond(
          at: centre, size: size, FirewallKindPalette.roll, FirewallKindPalette.rollCore,
          on: canvas)
      case .tap, .hold:
        guard run.judgements[note.index] == nil else { continue }
        let colours = threatColours(note)
        drawDiamond(at: centre, size: size, colours.body, colours.core, on: canvas)
      }
    }
  }

  /// A tap's or hold head's colours: the threat red of every lane, or its snap's colour
  /// from the beat the chart put it on. (Rolls, mines, lifts and fakes keep their kind's
  /// colour: it is what tells them apart.)
  func threatColours(_ note: TimedNote) -> (body: Color, core: Color) {
    switch preferences.noteColours {
    case .lane:
      return (Palette.threat, Palette.threatCore)
    case .snap:
      let snap = NoteSnap(of: note, tempo: tempo)
      return (FirewallSnapPalette.body(snap), FirewallSnapPalette.core(snap))
    }
  }

  private func drawDiamond(
    at centre: (x: Float, y: Float), size: Float, _ color: Color, _ core: Color?,
    on canvas: Canvas
  ) {
    let (x, y) = centre
    let lower = ThreatShape.lowerTipShare
    canvas.fillPolygon([(x, y - size), (x + size, y), (x, y + size * lower), (x - size, y)], color)
    guard let core else { return }
    let inner = size * ThreatShape.coreShare
    canvas.fillPolygon(
      [(x, y - inner), (x + inner, y), (x, y + inner * lower), (x - inner, y)], core)
  }

  /// A spiked ball: a star fanned from its centre, a dark body and a red eye.
  private func drawMine(at centre: (x: Float, y: Float), size: Float, on canvas: Canvas) {
    let points = ThreatShape.mineSpikes * 2
    var star: [(x: Float, y: Float)] = [centre]
    for index in 0...points {
      let angle = Float(index) * Float.pi * 2 / Float(points)
      let radius = index.isMultiple(of: 2) ? size : size * ThreatShape.mineInnerShare
      star.append((centre.x + radius * cos(angle), centre.y + radius * sin(angle)))
    }
    canvas.fillPolygon(star, FirewallKindPalette.mineSpikes)
    canvas.fillPolygon(
      circle(at: centre, radius: size * ThreatShape.mineInnerShare), FirewallKindPalette.mineBody)
    canvas.fillPolygon(
      circle(at: centre, radius: size * ThreatShape.mineEyeShare), FirewallKindPalette.mineEye)
  }

  private func circle(at centre: (x: Float, y: Float), radius: Float) -> [(x: Float, y: Float)] {
    let segments = ThreatShape.mineSpikes * 2
    return (0..<segments).map { index in
      let angle = Float(index) * Float.pi * 2 / Float(segments)
      return (centre.x + radius * cos(angle), centre.y + radius * sin(angle))
    }
  }

  /// An upward chevron: let the lane come up as it crosses.
  private func drawLift(at centre: (x: Float, y: Float), size: Float, on canvas: Canvas) {
    let (x, y) = centre
    let thick = size * ThreatShape.liftThicknessShare
    let tip = y - size * ThreatShape.lowerTipShare
    let base = y + size * ThreatShape.lowerTipShare
    // Two quads meeting at the tip, each convex.
    canvas.fillPolygon(
      [(x, tip), (x, tip + thick), (x - size + thick, base), (x - size, base)],
      FirewallKindPalette.lift)
    canvas.fillPolygon(
      [(x, tip), (x + size, base), (x + size - thick, base), (x, tip + thick)],
      FirewallKindPalette.lift)
    canvas.fillPolygon(
      [
        (x, tip + thick), (x + thick / 2, tip + thick * 1.5), (x, tip + thick * 2),
        (x - thick / 2, tip + thick * 1.5),
      ],
      FirewallKindPalette.liftCore)
  }

  /// A hold's or roll's body, from its head (or the firewall line while held) to its tail,
  /// cut at the far end; gone once the tail is judged or the head missed. A roll's body is
  /// striped; a fake's is faint and passes through the line.
  private func drawHoldBody(
    _ note: TimedNote, run: FirewallRun, layout: FirewallLayout, scroll: ScrollModel,
    songTime: Nanoseconds, on canvas: Canvas
  ) {
    guard note.endTime != nil, run.tailJudgements[note.index] == nil else { return }
    let isHeld = run.activeHold(inLane: note.lane) == note.index
    guard isHeld || run.judgements[note.index] == nil else { return }
    // An unheld head may run past the line (its late window) as far as the canvas edge.
    let lineToEdge = Double(
      layout.view.direction == .down ? Canvas.logicalHeight - layout.lineY : layout.lineY)
    let headDistance =
      isHeld
      ? 0
      : max(-layout.distance(ofPixels: Float(lineToEdge)), scroll.distance(of: note, at: songTime))
    let tailDistance = scroll.distance(of: note, tail: true, at: songTime)
    let shownTail = min(1, tailDistance)
    guard shownTail > headDistance else { return }
    let (top, height) = layout.span(
      Double(layout.y(atDistance: headDistance)), Double(layout.y(atDistance: shownTail)))
    let width = layout.holdBodyWidth
    let left = layout.laneCenter(note.lane) - width / 2
    let body: Color
    switch note.kind {
    case .roll:
      body = isHeld ? FirewallKindPalette.heldRollBody : FirewallKindPalette.rollBody
    case .fake: body = FirewallKindPalette.fakeBody
    default: body = isHeld ? Palette.heldHoldBody : Palette.holdBody
    }
    canvas.fill(x: left, y: top, width: width, height: height, body)
    guard note.kind == .roll else { return }
    // Stripes fixed to the body, so they travel with it: tap, tap, tap.
    let spacing = ThreatShape.rollStripeSpacing
    let tailOffset = Int(layout.y(atDistance: tailDistance))
    var stripe = top + ((tailOffset - top) % spacing + spacing) % spacing
    while stripe + ThreatShape.rollStripeHeight <= top + height {
      canvas.fill(
        x: left, y: stripe, width: width, height: ThreatShape.rollStripeHeight,
        FirewallKindPalette.rollStripe)
      stripe += spacing
    }
  }
}
