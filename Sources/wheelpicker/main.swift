import WheelPickerCLI

WheelPickerTool.main()
