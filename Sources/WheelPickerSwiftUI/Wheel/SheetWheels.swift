#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// The wheels of a sheet's state side by side, where the program's plan puts them: each
  /// wheel's place and width, the separators between groups (a range's 至), units and the
  /// empty-wheel placeholder (`PickerSheet.plan(_:width:)`). What the user does to a wheel goes
  /// to `send` as the program's events.
  struct SheetWheels<Model: WheelModel>: View {
    let program: PickerSheet<Model>
    let state: SheetViewState<Model>
    let look: SheetLook
    /// Told the row under the centre line while a finger drags a wheel; `nil` where nothing
    /// can be confirmed mid-drag.
    let motion: WheelMotion?
    let send: @MainActor (PickerSheet<Model>.Event) -> Void

    var body: some View {
      let geometry = look.geometry
      GeometryReader { proxy in
        let plan = program.plan(state.sheet, width: max(0, proxy.size.width - 2 * geometry.wheelMargin))
        ZStack {
          RoundedRectangle(cornerRadius: look.style.centreBandCornerRadius)
            .fill(Color(look.palette.centreBand))
            .frame(height: geometry.rowHeight)
            .padding(.horizontal, geometry.wheelMargin + look.style.centreBandInset)
          HStack(spacing: 0) {
            ForEach(Array(plan.columns.enumerated()), id: \.element.position) { index, column in
              room(before: index, in: plan)
              WheelColumn(
                program: program, state: state.sheet, column: column, show: state.shows[column.position],
                look: look, motion: motion, send: send
              )
              .id(state.reloads[column.position, default: 0])
              .frame(width: column.width)
            }
          }
          .frame(width: plan.width)
          .padding(.horizontal, geometry.wheelMargin)
        }
        .frame(width: proxy.size.width, height: proxy.size.height)
      }
    }

    /// The space the plan leaves before a column: a separator's text centred in it, or a gap.
    @ViewBuilder
    private func room(before index: Int, in plan: SheetPlan) -> some View {
      let end = index > 0 ? plan.columns[index - 1].x + plan.columns[index - 1].width : 0
      let width = max(0, plan.columns[index].x - end)
      if index > 0, let separator = plan.separator(after: index - 1) {
        // Read between the two halves by VoiceOver.
        Text(separator.text)
          .font(.sheet(look.style.rowFont))
          .foregroundColor(Color(look.palette.rowText))
          .frame(width: separator.width)
      } else if width > 0 {
        Spacer(minLength: 0).frame(width: width)
      }
    }
  }
#endif
