import Foundation

extension CascadeLoader {
  /// A document's own field names, as Vant's `columns-field-names` and
  /// antd's `fieldNames` give them, written `key=code,name=name,children=items`.
  ///
  /// A document whose nodes nest their children names a `children` field; a
  /// flat list whose records name their parent names a `parent` field (and a
  /// `key`, which the parent names). A nested tree may be a single root object
  /// (`{"items": […]}`) whose children are the first wheel.
  ///
  /// <!-- snippet:
  /// let data = Data(#"[{"code":"33","name":"浙江","items":[{"code":"3301","name":"杭州"}]}]"#.utf8)
  /// -->
  /// ```swift
  /// let fields = try CascadeLoader.DocumentFields(parsing: "key=code,name=name,children=items")
  /// let tree = try CascadeLoader.tree(from: data, source: "areas.json", fields: fields)
  /// tree.count   // 2
  /// ```
  ///
  /// A flat list's roots are the records whose parent is missing or null, or equal to
  /// ``root`` (`-1`, as BRPickerView's data writes it); and a web service's answer holds the
  /// cascade inside an envelope, at ``at``:
  ///
  /// <!-- snippet:
  /// let answer = Data(#"""
  ///   {"code":0,"msg":"ok","data":[{"key":"1","value":"浙江","parent_key":"-1"},
  ///     {"key":"11","value":"杭州","parent_key":"1"},{"key":"2","value":"江苏","parent_key":-1}]}
  ///   """#.utf8)
  /// -->
  /// ```swift
  /// var fields = try CascadeLoader.DocumentFields(parsing: "key=key,name=value,parent=parent_key,root=-1")
  /// fields.at = try CascadeLoader.EnvelopePath(parsing: "data")
  /// let tree = try CascadeLoader.tree(from: answer, source: "api.json", fields: fields)
  /// tree.rootCount   // 2
  /// fields.description   // "key=key,name=value,parent=parent_key,root=-1"
  /// ```
  public struct DocumentFields: Hashable, Sendable, CustomStringConvertible {
    /// The roles a field can have, in the order a description lists them.
    public static let roles = ["key", "name", "children", "parent", "disabled"]
    /// The settings ``init(parsing:)`` reads besides the roles: `root`, a flat list's root parent key.
    public static let settings = ["root"]

    /// The field holding a node's key; `nil` when the name is the key.
    public var key: String?
    /// The field holding the text a wheel shows.
    public var name: String
    /// The field holding a node's children (a nested tree); `nil` for a flat list.
    public var children: String?
    /// The field holding a record's parent key (a flat list); `nil` for a nested tree.
    public var parent: String?
    /// The field that marks an option disabled when it is `true`; `nil` to read none.
    public var disabled: String?
    /// The parent key that marks a flat list's root besides a missing or null parent; `nil`
    /// for the usual `0` and `""`. It is compared with each parent key as text, a number
    /// parent read as its decimal digits: `-1` is the root parent of `-1`, `-1.0` and `"-1"`.
    public var root: String?
    /// Where the cascade lies inside the document; empty for the document itself.
    public var at: EnvelopePath = EnvelopePath()

    /// Field names of a nested tree (`parent` `nil`) or of a flat list (`children` `nil`).
    public init(
      key: String? = nil, name: String = "name", children: String? = "children", parent: String? = nil,
      disabled: String? = "disabled"
    ) {
      self.key = key
      self.name = name
      self.children = parent == nil ? children : nil
      self.parent = parent
      self.disabled = disabled
    }

    /// Field names of a flat list whose roots name the parent `root`, at `at` inside the document.
    public init(
      key: String, name: String = "name", parent: String, root: String?, disabled: String? = "disabled",
      at: EnvelopePath = EnvelopePath()
    ) {
      self.init(key: key, name: name, children: nil, parent: parent, disabled: disabled)
      self.root = root
      self.at = at
    }

    /// Reads `ROLE=FIELD` pairs separated by commas: roles `key`, `name`,
    /// `children`, `parent` and `disabled` (`disabled=off` reads no disabled
    /// field). `name` defaults to `name`, `children` to `children` unless a
    /// `parent` is named, `disabled` to `disabled`. With `parent`, `root=VALUE` names the
    /// parent key of a root (``root``; it may be empty: `root=`).
    ///
    /// - Throws: ``WheelPickerError/Kind/invalidConfiguration`` naming the
    ///   pair and the rule it breaks: not `ROLE=FIELD`, an unknown or repeated
    ///   role, an empty field, one field in two roles, `children` with
    ///   `parent`, `parent` without `key`, or `root` without `parent`.
    public init(parsing spec: String) throws(WheelPickerError) {
      func fail(_ rule: String) -> WheelPickerError {
        WheelPickerError(.invalidConfiguration, rule, reason: .invalidFields)
      }
      guard !spec.isEmpty else { throw fail("is empty: write ROLE=FIELD pairs, e.g. key=code,name=name") }
      var given: [String: String] = [:]
      for part in spec.split(separator: ",", omittingEmptySubsequences: false) {
        let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let shown = DocumentText.quoted(String(part))
        guard pair.count == 2 else {
          throw fail("\(shown) is not ROLE=FIELD (roles: \(Self.roles.joined(separator: ", ")))")
        }
        let role = String(pair[0])
        let field = String(pair[1])
        guard Self.roles.contains(role) || Self.settings.contains(role) else {
          throw fail(
            "\(shown): \(DocumentText.quoted(role)) is not a role; roles are \(Self.roles.joined(separator: ", ")) "
              + "(and root=VALUE)"
          )
        }
        guard given[role] == nil else { throw fail("\(shown): the role \(role) is named twice") }
        guard !field.isEmpty || role == "root" else { throw fail("\(shown): the field name is empty") }
        given[role] = field
      }
      if let root = given["root"], given["parent"] == nil {
        throw fail(
          "root=\(DocumentText.escaped(root)) needs parent=FIELD: only a flat list's records name a root parent key"
        )
      }
      if let parent = given["parent"] {
        if given["children"] != nil {
          throw fail(
            "children and parent exclude each other: a tree nests its children, a flat list names parents")
        }
        guard given["key"] != nil else {
          throw fail("parent=\(parent) needs key=FIELD: a record names its parent by the parent's key")
        }
      }
      let disabled = given["disabled"] == "off" ? nil : given["disabled"] ?? "disabled"
      self.init(
        key: given["key"], name: given["name"] ?? "name", children: given["children"] ?? "children",
        parent: given["parent"], disabled: disabled)
      root = given["root"]
      let used = [
        ("key", key), ("name", name), ("children", children), ("parent", parent), ("disabled", disabled),
      ]
      .compactMap { role, field in field.map { (role, $0) } }
      for (index, (role, field)) in used.enumerated() {
        if let other = used[..<index].first(where: { $0.1 == field }) {
          throw fail(
            "\(other.0) and \(role) both name the field \(DocumentText.quoted(field)); a field has one role")
        }
      }
    }

    /// The pairs, as ``init(parsing:)`` reads them (`disabled` only when it is not the
    /// default, `root` when it is set): `key=code,name=name,children=items`. The envelope
    /// path ``at`` is not among them: it is written on its own, as ``EnvelopePath`` reads it.
    public var description: String {
      var pairs: [String] = []
      if let key { pairs.append("key=\(key)") }
      pairs.append("name=\(name)")
      if let children { pairs.append("children=\(children)") }
      if let parent { pairs.append("parent=\(parent)") }
      if disabled != "disabled" { pairs.append("disabled=\(disabled ?? "off")") }
      if let root { pairs.append("root=\(root)") }
      return pairs.joined(separator: ",")
    }

    /// The loader shapes these fields read, in the order they are tried: a
    /// flat list's roots may be marked by ``root``, else by a parent key `0` or `""`,
    /// besides a missing or null parent.
    public var loaderShapes: [CascadeLoader.Shape] {
      guard let parent, let key else {
        return [
          .nested(NestedFields(key: key, name: name, children: children ?? "children", disabled: disabled))
        ]
      }
      return (root.map { [$0] } ?? ["0", ""]).map {
        .flatList(
          FlatListFields(key: key, value: name, parentKey: parent, rootMarker: $0, disabled: disabled))
      }
    }
  }

  /// The tree a document describes in the fields it names.
  ///
  /// - Parameters:
  ///   - data: the document, JSON or a property list.
  ///   - source: the document's name for messages.
  ///   - fields: the document's field names.
  /// - Throws: ``WheelPickerError/Kind/invalidData`` naming `source`, the first step of the
  ///   fields' ``DocumentFields/at`` the document does not have, or the path
  ///   inside the document and the rule broken there (for a flat list, as
  ///   read with its ``DocumentFields/root``, else the root marker `0`, and then a parent
  ///   no record has is offered as the `root=` to name).
  /// - Complexity: O(*n*) in the document's size, twice for a flat list whose roots are not `0`
  ///   and that names no ``DocumentFields/root``.
  public static func tree(
    from data: Data, source: String, fields: DocumentFields
  ) throws(WheelPickerError) -> CascadeTree {
    let document = try DocumentReader(data: data, source: source, at: fields.at)
    var first: ShapeFailure?
    for shape in fields.loaderShapes {
      do {
        return try document.tree(shape)
      } catch {
        if first == nil { first = error }
      }
    }
    // A parent no record has may be what the document's roots name (BRPickerView's "-1").
    if var failure = first, fields.root == nil, let parent = failure.missingParent,
      !["0", ""].contains(parent), !parent.contains(",")
    {
      failure.rule += "; if it marks a root, name it: root=\(DocumentText.escaped(parent))"
      throw failure.error(source: document.named)
    }
    throw first?.error(source: document.named)
      ?? WheelPickerError(.invalidData, "\(source): no shape to read it with", reason: .noMatchingShape)
  }
}
