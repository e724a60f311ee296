import Foundation

/// Whether `beatmap import` may write its beat map at `--out`. Nothing the user made is
/// replaced unasked: never the chart being imported, never through a symbolic link, an
/// existing file only when asked (`--force`), and a directory or FIFO never.
public enum ImportDestination {
  /// The problem with writing the import of `input` at `out`, in words, or nil when it may.
  public static func problem(
    out: String, input: String, force: Bool, kind: String = "beat map",
    example: String = "song.json"
  ) -> String? {
    guard !out.trimmingCharacters(in: .whitespaces).isEmpty else {
      return "--out is empty: name the \(kind) file to write, such as --out \(example)"
    }
    if out.hasSuffix("/") {
      return "--out '\(out)' names a directory: name a file in it, such as \(out)\(example)"
    }
    var link = stat()
    guard lstat(out, &link) == 0 else { return nil }
    if link.st_mode & S_IFMT == S_IFLNK {
      return
        "--out '\(out)' is a symbolic link; it is neither followed nor replaced: name the file itself"
    }
    switch BoundedFileReader.specialFileKind(atPath: out) {
    case .isDirectory:
      return "--out '\(out)' is a directory: name a file in it, such as \(out)/\(example)"
    case .some(let special):
      return "--out '\(out)' \(special); a \(kind) is written only to a regular file"
    case nil: break
    }
    var source = stat()
    if stat(input, &source) == 0, source.st_dev == link.st_dev, source.st_ino == link.st_ino {
      return
        "--out '\(out)' is the chart being imported; it is never overwritten: name another file"
    }
    if !force {
      return "'\(out)' already exists; pass --force to replace it"
    }
    return nil
  }
}
