/// Whether tuning may replace the tuning in force in the middle of an attempt: it must be
/// sound (`TuningFile.problems`), and Chapter 4 must keep its tier count and names, since
/// the judgements already made name their tiers.
public enum TuningEdit {
  public static func problems(replacing old: Tuning, with new: Tuning) -> [String] {
    var found = TuningFile.problems(in: new)
    if old.firewall.windows.tierNames != new.firewall.windows.tierNames {
      found.append("firewall.windows: the tiers' count and names change only between attempts")
    }
    return found
  }
}
