"""Entry point of Scripts/check-ios-demo: checks the demo's project, or with --self-test checks
the check on broken copies."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from project_check import DEFAULT_PROJECT, check, relative, shown
from self_test import self_test


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="check-ios-demo",
        description="Checks Examples/iOSDemo/iOSDemo.xcodeproj against the demo's sources and Package.swift.",
    )
    parser.add_argument(
        "--project", type=Path, default=DEFAULT_PROJECT, help="the .xcodeproj folder (default: the demo's)"
    )
    parser.add_argument(
        "--self-test", action="store_true", help="break copies of the demo and expect each break reported"
    )
    options = parser.parse_args(arguments)
    bundle: Path = options.project.absolute()
    if bundle.suffix != ".xcodeproj" or not bundle.is_dir():
        parser.error(f"--project {shown(bundle)}: not an existing folder whose name ends in .xcodeproj")
    if options.self_test:
        return self_test(bundle)
    try:
        problems, summary = check(bundle)
    except (AttributeError, KeyError, TypeError) as error:
        # A value of another type than Xcode writes (a string where a list belongs, …).
        problems, summary = [
            f"{relative(bundle)}/project.pbxproj has a value Xcode would not write: {error!r}"
        ], ""
    for problem in problems:
        print(f"check-ios-demo: {problem}", file=sys.stderr)
    if problems:
        print(f"check-ios-demo: {relative(bundle)}: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"check-ios-demo: {relative(bundle)}: {summary}; every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
