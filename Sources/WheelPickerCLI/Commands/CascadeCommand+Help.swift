import WheelPickerCore

extension CascadeCommand {
  /// The shapes a FILE may have and the field names each understands, from the loader's own
  /// lists, so the help says what detection tries.
  static var helpNotes: [String] {
    let alternatives = { (names: [String]) in names.joined(separator: "|") }
    let treeKeys = uniqued(CascadeDocumentShape.treeFields.compactMap(\.key))
    let treeNames = uniqued(CascadeDocumentShape.treeFields.map(\.name))
    let shapes = [
      "tree: nested records {\(alternatives(treeKeys)), \(alternatives(treeNames)), children} (a key may be "
        + "left out: the name is the key), as an array or one root object whose children are the first wheel",
      "flat: records naming their parent {\(alternatives(CascadeDocumentShape.flatKeyFields)), "
        + "\(alternatives(CascadeDocumentShape.flatNameFields)), "
        + "\(alternatives(CascadeDocumentShape.parentFields))}; a root's parent is null, 0, \"\" or missing",
      "dict: {\"Fruit\": {\"Apple\": [\"Fuji\"]}}: keys are names, to any depth; arrays of strings are leaves",
      "plist-area: [{state, cities: [{city, areas: [strings]}]}]; plist-provinces: [{name, cities: [strings]}]",
      "\"disabled\": true greys an option of a tree or a flat list (skipped, never confirmed); a parent whose "
        + "children are all disabled is disabled too",
      "Other field names: --fields key=code,name=name,children=items, or key=id,name=title,parent=pid; "
        + "root=-1 makes a parent key of -1 (\"-1\" too) mark a root instead of 0 and \"\"; "
        + "disabled=off reads no disabled field. A document whose only reading leaves an array of objects or a parent "
        + "key unread is refused, naming the field and the --fields to pass.",
      "An envelope: --at data reads the cascade at data in {\"code\":0,\"data\":[…]}, --at data.list deeper; "
        + "a step of digits indexes an array (data.0), \\. is a dot in a key. With --children-command, each run's "
        + "output is JSON and its children are the array at the path.",
    ]
    var lines = ["SHAPES of FILE (JSON or a property list; detected unless --shape or --fields):"]
    for shape in shapes {
      let wrapped = HelpText.wrapText(shape, width: 74)
      lines += ["  " + (wrapped.first ?? "")] + wrapped.dropFirst().map { "    " + $0 }
    }
    return lines
  }

  private static func uniqued(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
