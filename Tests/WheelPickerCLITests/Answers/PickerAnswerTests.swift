import Testing

@testable import WheelPickerCLI

@Suite("PickerAnswer")
struct PickerAnswerTests {
  @Test("every kind's JSON answer, byte for byte")
  func issueExamples() {
    #expect(
      PickerAnswer.list(index: 0, value: "2k以下").line(for: .json) == #"{"index":0,"value":"2k以下"}"# + "\n")
    #expect(
      PickerAnswer.wheels(indices: [0, 1], values: ["a", "y"]).line(for: .json)
        == #"{"indices":[0,1],"values":["a","y"]}"# + "\n")
    #expect(
      PickerAnswer.countdown(seconds: 5400, text: "1小时30分钟").line(for: .json)
        == #"{"seconds":5400,"text":"1小时30分钟"}"# + "\n")
    #expect(
      PickerAnswer.region(
        path: [("44", "广东省"), ("4403", "深圳市"), ("440305", "南山区")], text: "广东省 深圳市 南山区"
      ).line(for: .json)
        == #"{"path":[{"code":"44","name":"广东省"},{"code":"4403","name":"深圳市"},{"code":"440305","name":"南山区"}],"text":"广东省 深圳市 南山区"}"#
        + "\n")
    #expect(
      PickerAnswer.cascade(path: [("bj", "北京")], text: "北京").line(for: .json)
        == #"{"path":[{"key":"bj","name":"北京"}],"text":"北京"}"# + "\n")
    #expect(
      PickerAnswer.slots(symbols: ["🍒", "🍒", "🍒", "🔔", "⭐"], isWin: true).line(for: .json)
        == #"{"symbols":["🍒","🍒","🍒","🔔","⭐"],"win":true}"# + "\n")
    #expect(PickerAnswer.present(text: "至今").line(for: .json) == #"{"present":true,"text":"至今"}"# + "\n")
  }

  @Test("date answers keep the documented key order")
  func dates() {
    var date = DateAnswer(text: "2007年4月1日")
    date.year = 2007
    date.month = 4
    date.day = 1
    #expect(date.answer.json.serialized == #"{"year":2007,"month":4,"day":1,"text":"2007年4月1日"}"#)
    date.hour = 14
    date.minute = 20
    date.iso = "2007-04-01T14:20:00+08:00"
    #expect(
      date.answer.json.serialized
        == #"{"year":2007,"month":4,"day":1,"hour":14,"minute":20,"iso":"2007-04-01T14:20:00+08:00","text":"2007年4月1日"}"#
    )

    var lunar = DateAnswer(text: "乙巳年闰六月初一")
    lunar.calendar = "chinese"
    lunar.era = 78
    lunar.year = 42
    lunar.month = 6
    lunar.day = 1
    lunar.isLeapMonth = true
    lunar.gregorian = "2025-07-25"
    #expect(
      lunar.answer.json.serialized
        == #"{"calendar":"chinese","era":78,"year":42,"month":6,"day":1,"leapMonth":true,"gregorian":"2025-07-25","text":"乙巳年闰六月初一"}"#
    )

    var week = DateAnswer(text: "2020-W53")
    week.year = 2020
    week.week = 53
    #expect(week.answer.json.serialized == #"{"year":2020,"week":53,"text":"2020-W53"}"#)
    var quarter = DateAnswer(text: "2021 Q1")
    quarter.year = 2021
    quarter.quarter = 1
    #expect(quarter.answer.json.serialized == #"{"year":2021,"quarter":1,"text":"2021 Q1"}"#)
    var time = DateAnswer(text: "14:20")
    time.hour = 14
    time.minute = 20
    #expect(time.answer.json.serialized == #"{"hour":14,"minute":20,"text":"14:20"}"#)
  }

  @Test("text answers: the value; wheels separated by tabs")
  func text() {
    #expect(PickerAnswer.list(index: 3, value: "a b").line(for: .text) == "a b\n")
    #expect(PickerAnswer.wheels(indices: [0, 1], values: ["a", "y\tz"]).line(for: .text) == "a\ty z\n")
    #expect(PickerAnswer.present(text: "至今").line(for: .text) == "至今\n")
  }
}
