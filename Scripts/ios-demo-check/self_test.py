"""The check's own test: copies of the demo, each broken in one way, must each be reported, and the
untouched copy must pass. A check that cannot fail would pass every copy."""

from __future__ import annotations

import re
import shutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from project_check import PACKAGE_PATH, check, relative


@dataclass(frozen=True)
class Break:
    """One way to break the copy: `edit` changes the copied demo folder; `expected` must appear
    in one of the problems the check reports."""

    name: str
    edit: Callable[[Path], None]
    expected: str


def replace_in(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    if text.count(old) < count:
        raise AssertionError(f"self-test: {relative(path)} does not contain {old!r} {count} time(s)")
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def pbxproj(demo: Path) -> Path:
    return demo / "iOSDemo.xcodeproj" / "project.pbxproj"


def line_with(path: Path, fragment: str) -> str:
    lines = [line for line in path.read_text(encoding="utf-8").splitlines(keepends=True) if fragment in line]
    if not lines:
        raise AssertionError(f"self-test: no line of {relative(path)} contains {fragment!r}")
    return lines[0]


def drop_source(demo: Path) -> None:
    replace_in(pbxproj(demo), line_with(pbxproj(demo), "DemoScreen.swift in Sources */,"), "")


def quoted(name: str) -> str:
    """The name as Xcode writes it in project.pbxproj: bare when it is plain, quoted otherwise."""
    return name if re.fullmatch(r"[A-Za-z0-9_./]+", name) else f'"{name}"'


def add_product(demo: Path, name: str) -> None:
    """Links one more product of the local package, as Xcode writes it."""
    project = pbxproj(demo)
    dependency, build_file = "0123456789ABCDEF01234567", "0123456789ABCDEF01234568"
    text = project.read_text(encoding="utf-8")
    package = re.search(r"(\w{24}) /\* XCLocalSwiftPackageReference", text)
    if package is None:
        raise AssertionError("self-test: the project has no local package reference to add a product of")
    replace_in(
        project,
        "/* End PBXBuildFile section */",
        f"\t\t{build_file} /* {name} in Frameworks */ = "
        f"{{isa = PBXBuildFile; productRef = {dependency} /* {name} */; }};\n"
        "/* End PBXBuildFile section */",
    )
    replace_in(
        project,
        "\t\t\tpackageProductDependencies = (\n",
        f"\t\t\tpackageProductDependencies = (\n\t\t\t\t{dependency} /* {name} */,\n",
    )
    frameworks = re.search(
        r"isa = PBXFrameworksBuildPhase;\n\t\t\tbuildActionMask = \d+;\n\t\t\tfiles = \(\n", text
    )
    if frameworks is None:
        raise AssertionError("self-test: the project has no Frameworks build phase")
    replace_in(
        project,
        frameworks.group(0),
        frameworks.group(0) + f"\t\t\t\t{build_file} /* {name} in Frameworks */,\n",
    )
    replace_in(
        project,
        "/* End XCSwiftPackageProductDependency section */",
        f"\t\t{dependency} /* {name} */ = {{\n\t\t\tisa = XCSwiftPackageProductDependency;\n"
        f"\t\t\tpackage = {package.group(1)};\n\t\t\tproductName = {quoted(name)};\n\t\t}};\n"
        "/* End XCSwiftPackageProductDependency section */",
    )


def unlink_product(demo: Path, name: str) -> None:
    for fragment in (f"/* {name} in Frameworks */,", f"/* {name} */,"):
        replace_in(pbxproj(demo), line_with(pbxproj(demo), fragment), "")


def import_and_link(demo: Path, name: str) -> None:
    replace_in(
        demo / "iOSDemo" / "DemoPickers.swift",
        "  import Foundation\n",
        f"  import Foundation\n  import {name}\n",
    )
    add_product(demo, name)


def truncate(demo: Path) -> None:
    text = pbxproj(demo).read_text(encoding="utf-8")
    pbxproj(demo).write_text(text[: len(text) // 2], encoding="utf-8")


def dangle(demo: Path) -> None:
    line = line_with(pbxproj(demo), "DemoApp.swift in Sources */ = {")
    reference = re.search(r"fileRef = (\w{24})", line)
    if reference is None:
        raise AssertionError("self-test: DemoApp.swift's build file has no fileRef")
    replace_in(pbxproj(demo), line, line.replace(reference.group(1), "FFFFFFFFFFFFFFFFFFFFFFFF"))


def misname_scheme(demo: Path) -> None:
    scheme = demo / "iOSDemo.xcodeproj" / "xcshareddata" / "xcschemes" / "iOSDemo.xcscheme"
    identifier = re.search(r'BlueprintIdentifier = "(\w+)"', scheme.read_text(encoding="utf-8"))
    if identifier is None:
        raise AssertionError("self-test: the scheme has no BlueprintIdentifier")
    replace_in(scheme, identifier.group(1), "EEEEEEEEEEEEEEEEEEEEEEEE", 3)


BREAKS = [
    Break(
        "a source dropped from the target", drop_source, "DemoScreen.swift is not in target iOSDemo's Sources"
    ),
    Break(
        "a stray product linked",
        lambda demo: add_product(demo, "WheelPickerTerminal"),
        "links WheelPickerTerminal, which no demo source imports",
    ),
    Break(
        "an imported product unlinked",
        lambda demo: unlink_product(demo, "WheelPickerUIKit"),
        "imports WheelPickerUIKit, but target iOSDemo does not link",
    ),
    Break(
        "a linked module that is no product",
        lambda demo: import_and_link(demo, "WheelPickerTestSupport"),
        "WheelPickerTestSupport, which is not a product of Package.swift",
    ),
    Break(
        "an executable product linked",
        lambda demo: add_product(demo, "wheelpicker-pictures"),
        "links wheelpicker-pictures, an executable product of Package.swift, not a library",
    ),
    Break(
        "a Swift file the project does not know",
        lambda demo: (demo / "iOSDemo" / "Extra.swift").write_text("let x = 1\n"),
        "Extra.swift is not in target iOSDemo's Sources",
    ),
    Break(
        "a listed file deleted",
        lambda demo: (demo / "iOSDemo" / "DemoPickers.swift").unlink(),
        "DemoPickers.swift (file reference",
    ),
    Break(
        "iOS 15 as the deployment target",
        lambda demo: replace_in(
            pbxproj(demo), "IPHONEOS_DEPLOYMENT_TARGET = 16.0;", "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", 3
        ),
        "IPHONEOS_DEPLOYMENT_TARGET is 15.0",
    ),
    Break(
        "Swift 5 mode",
        lambda demo: replace_in(pbxproj(demo), "SWIFT_VERSION = 6.0;", "SWIFT_VERSION = 5.0;"),
        "SWIFT_VERSION is 5.0",
    ),
    Break(
        "the package elsewhere",
        lambda demo: replace_in(pbxproj(demo), "relativePath = ../..;", "relativePath = ../../..;"),
        "relativePath is ../../.., not ../..",
    ),
    Break("a truncated project file", truncate, "does not parse"),
    Break(
        "text after the closing brace",
        lambda demo: pbxproj(demo).write_text(pbxproj(demo).read_text() + "}\n"),
        "text follows the dictionary's closing brace",
    ),
    Break(
        "a reference to an undefined object",
        dangle,
        "refers to FFFFFFFFFFFFFFFFFFFFFFFF, which the project does not define",
    ),
    Break(
        "a scheme naming another target", misname_scheme, "with BlueprintIdentifier EEEEEEEEEEEEEEEEEEEEEEEE"
    ),
]


def self_test(bundle: Path) -> int:
    """0 when the untouched copy passes and every break is reported; 1 otherwise."""
    demo = bundle.parent
    package = (demo / PACKAGE_PATH).resolve() / "Package.swift"
    failures = []
    with tempfile.TemporaryDirectory(prefix="check-ios-demo.") as scratch:
        cases: list[Break | None] = [None, *BREAKS]
        for number, case in enumerate(cases):
            # The copy sits two folders below a copy of Package.swift, as the demo does in the repository.
            root = Path(scratch) / f"case-{number}"
            copy = root / "Examples" / demo.name
            shutil.copytree(demo, copy, ignore=shutil.ignore_patterns("xcuserdata", ".build", "DerivedData"))
            shutil.copy(package, root / "Package.swift")
            name = "the untouched copy" if case is None else case.name
            try:
                if case is not None:
                    case.edit(copy)
                problems, _ = check(copy / bundle.name, package_root=package.parent)
            except AssertionError as error:
                failures.append(f"{name}: {error}")
                continue
            reported = "; ".join(problems) if problems else "nothing reported"
            if case is None:
                good = not problems
                failure = f"{name} should pass, but: {reported}"
            else:
                good = any(case.expected in problem for problem in problems)
                failure = f"{name}: expected a problem containing {case.expected!r}, got: {reported}"
            print(f"  {'ok ' if good else 'BAD'} {name}: {'passes' if case is None and good else reported}")
            if not good:
                failures.append(failure)
    for failure in failures:
        print(f"check-ios-demo --self-test: {failure}", file=sys.stderr)
    verdict = (
        "every break reported and the untouched copy passes"
        if not failures
        else f"{len(failures)} case(s) wrong"
    )
    print(f"check-ios-demo --self-test: {len(BREAKS)} breaks and the untouched copy tried; {verdict}")
    return 1 if failures else 0
