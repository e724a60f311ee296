import Foundation
import StarlightCore

/// Draws Chapter 5 from its rules' state: a dark circuit board, the round's nodes as
/// glowing hexagons with their numbers, the signal's path as glowing links with pulses
/// running from source to target, the cursor as a bright ring sliding between nodes, a
/// green ripple on a right link, a red flash and shake on a wrong one, the next node
/// pulsing under Auto-Assist, and the HUD (round, integrity, clock, the rule, controls).
struct NetworkView: ChapterView {
  /// "AUTOPLAY" or "REPLAY" when nobody is playing.
  var sourceLabel: String? = nil
  /// The player's keys, named by the hints.
  var keys = KeyHints.defaults

  static let controlsHint = "Arrows / WASD or the stick to move, Space / A to link"
  static let ruleLine = "Link the numbers from lowest to highest"

  func draw(_ rules: any ChapterRules, time: Nanoseconds, on canvas: Canvas) {
    guard let network = rules as? NetworkRules else { return }
    canvas.clear(NetworkPalette.board)
    drawBoard(on: canvas)
    let shake = shakeOffset(network, time: time)
    let field = Field(graph: network.graph, shake: shake)
    drawSlots(field, on: canvas)
    drawLinks(network, field: field, time: time, on: canvas)
    drawNodes(network, field: field, time: time, on: canvas)
    drawCursor(network, field: field, time: time, on: canvas)
    // Over the cursor's glow, so the hint shows when the cursor is on the node too.
    drawAssist(network, field: field, time: time, on: canvas)
    drawRipple(network, field: field, time: time, on: canvas)
    drawWrongFlash(network, field: field, time: time, on: canvas)
    drawRoundBanner(network, time: time, on: canvas)
    drawHUD(network, on: canvas)
  }

  /// Whether `mark` happened in the round in play: the link that routed the previous
  /// round lands on the tick the next one starts, on a node of the old graph.
  private static func inRound(_ mark: NetworkMark, _ network: NetworkRules) -> Bool {
    network.roundIndex == 0 || mark.time > network.roundStartTime
  }

  /// "NETWORK k ROUTED" rising and fading as the next round's nodes grow in.
  private func drawRoundBanner(_ network: NetworkRules, time: Nanoseconds, on canvas: Canvas) {
    guard network.roundIndex > 0,
      let share = NetworkLayout.progress(
        since: network.roundStartTime, at: time, over: NetworkLayout.bannerDuration)
    else { return }
    let alpha = UInt8(255 * (1 - share * share))
    // Between the HUD's columns, clear of the top row of slots.
    let y = NetworkLayout.bannerY - Int(20 * share)
    canvas.drawText(
      "NETWORK \(network.roundIndex) ROUTED", x: Canvas.logicalWidth / 2, y: y, size: 30,
      NetworkPalette.right.withAlpha(alpha), alignment: .center)
  }

  /// The round's geometry with the shake applied.
  struct Field {
    let graph: NetworkGraph
    let shake: (x: Float, y: Float)

    func center(_ id: Int) -> (x: Float, y: Float) {
      guard graph.nodes.indices.contains(id) else { return (0, 0) }
      let point = NetworkLayout.center(of: graph.nodes[id], in: graph)
      return (point.x + shake.x, point.y + shake.y)
    }

    func slot(column: Int, row: Int) -> (x: Float, y: Float) {
      let point = NetworkLayout.center(
        column: column, row: row, columns: graph.columns, rows: graph.rows)
      return (point.x + shake.x, point.y + shake.y)
    }
  }

  private func shakeOffset(_ network: NetworkRules, time: Nanoseconds) -> (x: Float, y: Float) {
    guard
      let share = NetworkLayout.progress(
        since: network.lastWrongLink?.time, at: time, over: NetworkLayout.shakeDuration)
    else { return (0, 0) }
    let amplitude = NetworkLayout.shakeAmplitude * (1 - share)
    let phase = share * 9 * Float.pi
    return (amplitude * sin(phase), amplitude * 0.5 * cos(phase * 1.3))
  }

  /// Faint grid traces, with a scatter of brighter L-shaped traces and pads.
  private func drawBoard(on canvas: Canvas) {
    let spacing = NetworkLayout.traceSpacing
    for x in stride(from: spacing / 2, to: Canvas.logicalWidth, by: spacing) {
      canvas.fill(x: x, y: 0, width: 1, height: Canvas.logicalHeight, NetworkPalette.trace)
    }
    for y in stride(from: spacing / 2, to: Canvas.logicalHeight, by: spacing) {
      canvas.fill(x: 0, y: y, width: Canvas.logicalWidth, height: 1, NetworkPalette.trace)
    }
    for trace in 0..<36 {
      let column = Int(NetworkLayout.scatter(trace, 1) * Float(Canvas.logicalWidth / spacing))
      let row = Int(NetworkLayout.scatter(trace, 2) * Float(Canvas.logicalHeight / spacing))
      let x = column * spacing + spacing / 2
      let y = row * spacing + spacing / 2
      let across = (1 + Int(NetworkLayout.scatter(trace, 3) * 4)) * spacing
      let down = (1 + Int(NetworkLayout.scatter(trace, 4) * 3)) * spacing
      let leftward = NetworkLayout.scatter(trace, 5) > 0.5
      let startX = leftward ? x - across : x
      canvas.fill(x: startX, y: y - 1, width: across, height: 3, NetworkPalette.trace)
      let cornerX = leftward ? startX : startX + across
      canvas.fill(x: cornerX - 1, y: y, width: 3, height: down, NetworkPalette.trace)
      canvas.fill(x: x - 4, y: y - 4, width: 8, height: 8, NetworkPalette.traceDot)
      canvas.fill(x: cornerX - 4, y: y + down - 4, width: 8, height: 8, NetworkPalette.traceDot)
    }
  }

  /// A small socket on every slot, so the grid the movement rule works on is visible.
  private func drawSlots(_ field: Field, on canvas: Canvas) {
    for row in 0..<field.graph.rows {
      for column in 0..<field.graph.columns {
        let point = field.slot(column: column, row: row)
        NetworkLayout.fillRing(
          x: point.x, y: point.y, radius: 10, thickness: 2, sides: NetworkLayout.hexSides,
          turn: 0.5, NetworkPalette.traceDot, on: canvas)
      }
    }
  }

  /// The signal's path: a glow, a core, and a pulse of light running from source to target.
  private func drawLinks(
    _ network: NetworkRules, field: Field, time: Nanoseconds, on canvas: Canvas
  ) {
    for link in network.links {
      let end = field.center(link.to)
      guard let from = link.from else {
        // Where the signal enters the round: a thin double ring.
        for radius in [NetworkLayout.nodeRadius + 10, NetworkLayout.nodeRadius + 16] {
          NetworkLayout.fillRing(
            x: end.x, y: end.y, radius: radius, thickness: 2, sides: NetworkLayout.hexSides,
            turn: 0.5, NetworkPalette.link, on: canvas)
        }
        continue
      }
      let start = field.center(from)
      NetworkLayout.fillLine(from: start, to: end, width: 18, NetworkPalette.linkGlow, on: canvas)
      NetworkLayout.fillLine(from: start, to: end, width: 5, NetworkPalette.link, on: canvas)
      let age = max(0, time - link.time)
      let share = Float(age % NetworkLayout.pulsePeriod) / Float(NetworkLayout.pulsePeriod)
      let point = (x: start.x + (end.x - start.x) * share, y: start.y + (end.y - start.y) * share)
      canvas.fillPolygon(
        NetworkLayout.polygon(x: point.x, y: point.y, radius: 12, sides: 16),
        NetworkPalette.linkGlow)
      canvas.fillPolygon(
        NetworkLayout.polygon(x: point.x, y: point.y, radius: 6, sides: 12), NetworkPalette.pulse)
    }
  }

  private func drawNodes(
    _ network: NetworkRules, field: Field, time: Nanoseconds, on canvas: Canvas
  ) {
    let intro =
      NetworkLayout.progress(
        since: network.roundStartTime, at: time, over: NetworkLayout.roundIntro) ?? 1
    let grow = 0.3 + 0.7 * intro
    let hum = Float(sin(Double(time % Nanoseconds.seconds(2)) / 1e9 * Double.pi))
    for node in network.graph.nodes {
      let point = field.center(node.id)
      let radius = NetworkLayout.nodeRadius * grow
      let rim = node.linked ? NetworkPalette.linkedNode : NetworkPalette.node
      let glow = node.linked ? NetworkPalette.linkGlow : NetworkPalette.nodeGlow
      canvas.fillPolygon(
        NetworkLayout.hexagon(
          x: point.x, y: point.y, radius: NetworkLayout.nodeGlowRadius * grow + 3 * hum), glow)
      canvas.fillPolygon(NetworkLayout.hexagon(x: point.x, y: point.y, radius: radius), rim)
      canvas.fillPolygon(
        NetworkLayout.hexagon(x: point.x, y: point.y, radius: radius - 5),
        node.linked ? NetworkPalette.linkedCore : NetworkPalette.nodeCore)
      guard intro > 0.6 else { continue }
      let size = NetworkLayout.numberSize
      canvas.drawText(
        "\(node.value)", x: Int(point.x), y: Int(point.y) - size / 2 - 2, size: size,
        node.linked ? NetworkPalette.linkedNumber : NetworkPalette.number, alignment: .center)
    }
  }

  /// Under Auto-Assist, the next node breathes with a green ring.
  private func drawAssist(
    _ network: NetworkRules, field: Field, time: Nanoseconds, on canvas: Canvas
  ) {
    guard network.autoAssist, network.outcome == .playing, let next = network.nextNode else {
      return
    }
    let point = field.center(next)
    let phase =
      Float(time % NetworkLayout.assistPulsePeriod)
      / Float(NetworkLayout.assistPulsePeriod)
    let radius = NetworkLayout.nodeRadius + 8 + 22 * phase
    NetworkLayout.fillRing(
      x: point.x, y: point.y, radius: radius, thickness: 4, sides: NetworkLayout.hexSides,
      turn: 0.5, NetworkPalette.assist.withAlpha(UInt8(230 * (1 - phase))), on: canvas)
    NetworkLayout.fillRing(
      x: point.x, y: point.y, radius: NetworkLayout.nodeRadius + 4, thickness: 3,
      sides: NetworkLayout.hexSides, turn: 0.5, NetworkPalette.assist, on: canvas)
  }

  /// A bright ring on the cursor's node, sliding there from the node it left.
  private func drawCursor(
    _ network: NetworkRules, field: Field, time: Nanoseconds, on canvas: Canvas
  ) {
    guard network.outcome == .playing else { return }
    var point = field.center(network.cursor)
    if let origin = network.lastMoveOrigin,
      let share = NetworkLayout.progress(
        since: network.lastMove?.time, at: time, over: NetworkLayout.moveSlide)
    {
      let from = field.center(origin)
      let eased = 1 - (1 - share) * (1 - share)
      point = (from.x + (point.x - from.x) * eased, from.y + (point.y - from.y) * eased)
    }
    let breathe = 0.5 + 0.5 * sin(Double(time % Nanoseconds.seconds(1)) / 1e9 * 2 * Double.pi)
    canvas.fillPolygon(
      NetworkLayout.polygon(
        x: point.x, y: point.y, radius: NetworkLayout.cursorRadius + 14,
        sides: NetworkLayout.circleSides),
      NetworkPalette.cursorGlow.withAlpha(UInt8(40 + 50 * breathe)))
    NetworkLayout.fillRing(
      x: point.x, y: point.y, radius: NetworkLayout.cursorRadius, thickness: 5,
      NetworkPalette.cursor, on: canvas)
    // Four ticks around the ring, like a targeting reticle.
    for side in 0..<4 {
      let angle = Float(side) * Float.pi / 2
      let inner = NetworkLayout.cursorRadius + 6
      let outer = NetworkLayout.cursorRadius + 16
      NetworkLayout.fillLine(
        from: (point.x + inner * cos(angle), point.y + inner * sin(angle)),
        to: (point.x + outer * cos(angle), point.y + outer * sin(angle)), width: 4,
        NetworkPalette.cursor, on: canvas)
    }
  }

  /// A green ripple swelling out of a node just linked right.
  private func drawRipple(
    _ network: NetworkRules, field: Field, time: Nanoseconds, on canvas: Canvas
  ) {
    guard let mark = network.lastRightLink, Self.inRound(mark, network),
      let share = NetworkLayout.progress(
        since: mark.time, at: time, over: NetworkLayout.rippleDuration)
    else { return }
    let point = field.center(mark.node)
    let alpha = UInt8(230 * (1 - share))
    for (index, scale) in [1, 0.65].enumerated() {
      let radius =
        NetworkLayout.nodeRadius + (NetworkLayout.rippleRadius - NetworkLayout.nodeRadius)
        * share * Float(scale)
      NetworkLayout.fillRing(
        x: point.x, y: point.y, radius: radius, thickness: index == 0 ? 6 : 3,
        NetworkPalette.right.withAlpha(alpha), on: canvas)
    }
  }

  /// A red flash over a node linked wrong, and a red rim around the board.
  private func drawWrongFlash(
    _ network: NetworkRules, field: Field, time: Nanoseconds, on canvas: Canvas
  ) {
    guard let mark = network.lastWrongLink,
      let share = NetworkLayout.progress(
        since: mark.time, at: time, over: NetworkLayout.wrongFlashDuration)
    else { return }
    let alpha = UInt8(220 * (1 - share))
    if Self.inRound(mark, network) {
      let point = field.center(mark.node)
      canvas.fillPolygon(
        NetworkLayout.hexagon(x: point.x, y: point.y, radius: NetworkLayout.nodeGlowRadius + 10),
        NetworkPalette.wrong.withAlpha(alpha / 2))
      let arm = NetworkLayout.nodeRadius * 0.7
      NetworkLayout.fillLine(
        from: (point.x - arm, point.y - arm), to: (point.x + arm, point.y + arm), width: 7,
        NetworkPalette.wrong.withAlpha(alpha), on: canvas)
      NetworkLayout.fillLine(
        from: (point.x - arm, point.y + arm), to: (point.x + arm, point.y - arm), width: 7,
        NetworkPalette.wrong.withAlpha(alpha), on: canvas)
    }
    let rim = 14
    let color = NetworkPalette.wrong.withAlpha(alpha / 2)
    canvas.fill(x: 0, y: 0, width: Canvas.logicalWidth, height: rim, color)
    canvas.fill(x: 0, y: Canvas.logicalHeight - rim, width: Canvas.logicalWidth, height: rim, color)
    canvas.fill(x: 0, y: rim, width: rim, height: Canvas.logicalHeight - 2 * rim, color)
    canvas.fill(
      x: Canvas.logicalWidth - rim, y: rim, width: rim, height: Canvas.logicalHeight - 2 * rim,
      color)
  }
}
