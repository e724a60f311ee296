import StarlightCore
import StarlightPlatform

/// `--tuning NAME_OR_FILE`: the profile, or one line naming the file and its problem and a
/// non-zero exit, before any window opens.
enum TuningProfileOption {
  static func load(_ nameOrPath: String) throws -> Tuning {
    do {
      return try TuningProfiles(directories: UserDirectories()).load(nameOrPath)
    } catch {
      throw CommandFailure.report(["tuning profile refused: \(error.description)"])
    }
  }
}
