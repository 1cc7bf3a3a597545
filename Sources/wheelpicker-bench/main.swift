import WheelPickerCore

print("wheelpicker-bench: no figures yet")
