import Foundation
import Testing

/// Type-to-find by pinyin and initials in any data, run headless with `--keys`.
@Suite("wheelpicker binary: pinyin and initials search in any data")
struct EndToEndPinyinSearchTests {
  /// A run that ends with status 0 and prints `output`.
  typealias Case = EndToEndPickerTests.Case

  /// A cascade file of the user's, without pinyin.
  static let cascade = """
    [{"name":"浙江省","children":[{"name":"杭州市","children":[{"name":"西湖区"},{"name":"余杭区"}]}]},
     {"name":"广东省","children":[{"name":"深圳市","children":[{"name":"福田区"},{"name":"南山区"}]}]}]
    """

  static let cases: [Case] = [
    Case(arguments: ["list", "北京", "上海", "广州", "深圳", "--keys", "type:sz enter"], status: 0, output: "深圳\n"),
    Case(
      arguments: ["list", "北京", "上海", "广州", "深圳", "--keys", "type:shen enter"], status: 0, output: "深圳\n"),
    Case(
      arguments: ["list", "北京", "上海", "广州", "深圳", "--keys", "type:guangzhou enter"], status: 0, output: "广州\n"
    ),
    Case(arguments: ["list", "--keys", "type:zq enter"], input: "长沙\n重庆\n", status: 0, output: "重庆\n"),
    Case(arguments: ["list", "--keys", "type:zhangsha enter"], input: "重庆\n长沙\n", status: 0, output: "长沙\n"),
    Case(
      arguments: ["wheels", "--wheel", "北京,上海", "--wheel", "深圳,广州", "--keys", "right type:gz enter"],
      status: 0, output: "北京\t广州\n"),
    Case(
      arguments: ["cascade", "-", "--keys", "type:yh enter"], input: cascade, status: 0,
      output: "浙江省 杭州市 余杭区\n"),
    Case(
      arguments: ["cascade", "-", "--keys", "type:yuhang enter"], input: cascade, status: 0,
      output: "浙江省 杭州市 余杭区\n"),
    Case(
      arguments: ["cascade", "-", "--keys", #"type:zj\ yh enter"#], input: cascade, status: 0,
      output: "浙江省 杭州市 余杭区\n"),
    Case(
      arguments: ["cascade", "-", "--keys", #"type:sz\ ns enter"#], input: cascade, status: 0,
      output: "广东省 深圳市 南山区\n"),
    Case(arguments: ["region", "--keys", "type:nanshan enter"], status: 0, output: "广东省 深圳市 南山区\n"),
    Case(arguments: ["region", "--keys", "type:chaoyang enter"], status: 0, output: "北京市 朝阳区\n"),
    // The other equal matches are one next-match (Ctrl-J, F3) away.
    Case(arguments: ["region", "--keys", "type:chaoyang ctrl-j enter"], status: 0, output: "吉林省 长春市 朝阳区\n"),
    Case(arguments: ["region", "--keys", "type:nanshan ctrl-j enter"], status: 0, output: "黑龙江省 鹤岗市 南山区\n"),
  ]

  @Test("a typed query finds rows by pinyin, its initials and paths of them", arguments: cases)
  func search(_ test: Case) throws {
    let run = try BuiltBinary.run(test.arguments, input: test.input)
    #expect(run.status == test.status, "stderr: \(run.error)")
    #expect(run.output == test.output)
  }

  /// Children listed by a command: a province's key lists its districts.
  static let children = #"""
    case "$1" in
      "") printf '1\t浙江省\n2\t广东省\n' ;;
      1) printf '11\t西湖区\n12\t余杭区\n' ;;
      2) printf '21\t福田区\n22\t南山区\n' ;;
    esac
    """#

  @Test(
    "children loaded on demand are found by pinyin and initials",
    arguments: [
      ("right type:yh enter", "浙江省 余杭区\n"),
      ("type:gd esc right type:nanshan enter", "广东省 南山区\n"),
      ("type:gd esc right type:ns enter", "广东省 南山区\n"),
    ])
  func childrenCommand(keys: String, output: String) throws {
    let run = try BuiltBinary.run(
      ["cascade", "--children-command", Self.children, "--keys", keys], environment: ["PATH": "/usr/bin:/bin"]
    )
    #expect(run.status == 0, "stderr: \(run.error)")
    #expect(run.output == output)
  }
}
