"""Checks the iOS demo's Xcode project against the files beside it and the package it links.

Run through Scripts/check-ios-demo (main.py), which provides the OpenStep property-list reader in a private
venv. Without Xcode, this is what can be known about Examples/iOSDemo/iOSDemo.xcodeproj:

- project.pbxproj parses, nothing follows its closing brace, and every object it names is defined;
- the application target `iOSDemo` exists, both of its configurations (Debug, Release) build for
  iphoneos with an iOS 16.0 deployment target, Swift 6 and a generated Info.plist;
- every file the project lists exists, and every Swift file in the demo's folder is compiled by the
  target (its Sources build phase);
- the only package is the local one at `../..`, which holds the repository's Package.swift;
- the target links exactly the WheelPicker modules the demo's sources import, each one in both
  `packageProductDependencies` and the Frameworks build phase, and each a library product of
  Package.swift (read with `swift package dump-package`);
- the shared schemes and the workspace file are XML, and every scheme builds a target that exists.
"""

from __future__ import annotations

import functools
import json
import os
import re
import subprocess
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from openstep_parser import OpenStepDecoder

REPOSITORY = Path(__file__).resolve().parent.parent.parent
DEFAULT_PROJECT = REPOSITORY / "Examples" / "iOSDemo" / "iOSDemo.xcodeproj"

TARGET_NAME = "iOSDemo"
APPLICATION = "com.apple.product-type.application"
PACKAGE_PATH = "../.."
REQUIRED_SETTINGS = {
    "IPHONEOS_DEPLOYMENT_TARGET": "16.0",
    "SDKROOT": "iphoneos",
    "SWIFT_VERSION": "6.0",
    "GENERATE_INFOPLIST_FILE": "YES",
}
CONFIGURATIONS = ("Debug", "Release")
MODULE_PREFIX = "WheelPicker"
OBJECT_ID = re.compile(r"[0-9A-F]{24}")
# `import M`, `@testable import M`, `public import M`, `import struct M.Type`: the module is M.
IMPORT = re.compile(
    r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)"
)
# Folders under the demo that are not sources: the project bundle, build output, Xcode's and
# SwiftPM's caches.
SKIPPED_FOLDERS = re.compile(r"(\.xcodeproj|\.xcworkspace|^\..*|^\.build|^DerivedData)$")


def shown(text: object) -> str:
    """The text with control characters as escapes, so that no name from a file reaches the
    terminal raw."""
    return "".join(
        c if c.isprintable() or c == " " else f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}"
        for c in str(text)
    )


def relative(path: Path) -> str:
    """The path relative to the repository where it is inside it, for messages."""
    try:
        return shown(path.resolve().relative_to(REPOSITORY))
    except ValueError:
        return shown(path)


@dataclass(frozen=True)
class Products:
    """What a package manifest declares: product name → kind (`library`, `executable`, …)."""

    kinds: dict[str, str]


class ManifestError(Exception):
    """Package.swift could not be read."""


@functools.cache
def products_of(package_root: Path) -> Products:
    """The products of the manifest at `package_root`, as `swift package dump-package` reads them."""
    try:
        run = subprocess.run(
            ["swift", "package", "dump-package", "--package-path", str(package_root)],
            capture_output=True,
            text=True,
            check=False,
        )
    except FileNotFoundError as error:
        raise ManifestError("`swift` is not on PATH (needed to read Package.swift's products)") from error
    if run.returncode != 0:
        raise ManifestError(
            f"`swift package dump-package` failed in {relative(package_root)} "
            f"(exit {run.returncode}): {shown(run.stderr.strip()[-600:])}"
        )
    try:
        manifest = json.loads(run.stdout)
        kinds = {product["name"]: next(iter(product["type"])) for product in manifest["products"]}
    except (ValueError, KeyError, TypeError, StopIteration) as error:
        raise ManifestError(f"`swift package dump-package` printed no product list ({error})") from error
    return Products(kinds)


class Project:
    """A parsed project.pbxproj: its objects by ID and the folder the project's paths start from."""

    def __init__(self, bundle: Path, document: dict) -> None:
        self.bundle = bundle
        self.folder = bundle.parent
        self.document = document
        self.objects: dict[str, dict] = document.get("objects", {})

    def of_isa(self, isa: str) -> Iterator[tuple[str, dict]]:
        return ((key, value) for key, value in self.objects.items() if value.get("isa") == isa)

    def get(self, key: str) -> dict:
        return self.objects.get(key, {})


def parse(bundle: Path) -> tuple[Project | None, list[str]]:
    """The project in `bundle`, or the reason it cannot be read."""
    path = bundle / "project.pbxproj"
    name = relative(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None, [f"{name} does not exist"]
    except (OSError, UnicodeDecodeError) as error:
        return None, [f"{name} cannot be read as UTF-8 text: {shown(error)}"]
    if not text.startswith("// !$*UTF8*$!"):
        return None, [f"{name} does not parse: its first line is not `// !$*UTF8*$!`"]
    try:
        # ParseFromString stops at the dictionary's closing brace and ignores what follows; the
        # pinned reader's _parse_dictionary also returns where it stopped.
        document, end = OpenStepDecoder()._parse_dictionary(text, text.index("{"))
    except (IndexError, ValueError):
        return None, [f"{name} does not parse: the file ends before every value and brace is closed"]
    except Exception as error:  # the reader raises plain Exception, naming the character and its offset
        return None, [f"{name} does not parse: {shown(error)}"]
    if end != len(text):
        line = text.count("\n", 0, end) + 1
        return None, [f"{name} does not parse: text follows the dictionary's closing brace (line {line})"]
    if not isinstance(document.get("objects"), dict):
        return None, [f"{name} does not parse into a project: it has no `objects` dictionary"]
    shapeless = [
        key for key, value in document["objects"].items() if not isinstance(value, dict) or "isa" not in value
    ]
    if shapeless:
        return None, [f"{name}: objects {shown(', '.join(shapeless[:5]))} are not dictionaries with an isa"]
    project = Project(bundle, document)
    root = project.get(document.get("rootObject", ""))
    if root.get("isa") != "PBXProject":
        return None, [f"{name}: rootObject {shown(document.get('rootObject'))} is not a PBXProject object"]
    return project, []


def references(value: object) -> Iterator[str]:
    """Every object ID inside a parsed value."""
    if isinstance(value, str):
        if OBJECT_ID.fullmatch(value):
            yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from references(item)
    elif isinstance(value, list):
        for item in value:
            yield from references(item)


def check_references(project: Project) -> list[str]:
    problems = []
    for key, value in project.objects.items():
        fields = {field: item for field, item in value.items() if field != "remoteGlobalIDString"}
        for target in references(fields):
            if target not in project.objects:
                problems.append(
                    f"object {key} ({shown(value.get('isa'))}) refers to {target}, "
                    "which the project does not define"
                )
    return problems


def file_paths(project: Project) -> dict[str, Path | None]:
    """Where each file reference points on disk (None: outside the repository, such as the product)."""
    parent: dict[str, str] = {}
    for key, group in project.objects.items():
        if group.get("isa") in ("PBXGroup", "PBXVariantGroup"):
            for child in group.get("children", []):
                parent[child] = key

    @functools.cache
    def location(key: str) -> Path | None:
        item = project.get(key)
        tree = item.get("sourceTree", "<group>")
        own = item.get("path", "")
        if tree == "<group>":
            base = location(parent[key]) if key in parent else project.folder
        elif tree == "SOURCE_ROOT":
            base = project.folder
        elif tree == "<absolute>":
            base = Path("/")
        else:  # BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not files of the repository
            return None
        return None if base is None else base / own if own else base

    return {key: location(key) for key, _ in project.of_isa("PBXFileReference")}


def application_target(project: Project) -> tuple[str, dict] | None:
    for key, target in project.of_isa("PBXNativeTarget"):
        if target.get("name") == TARGET_NAME:
            return key, target
    return None


def phase(project: Project, target: dict, isa: str) -> dict:
    for key in target.get("buildPhases", []):
        if project.get(key).get("isa") == isa:
            return project.get(key)
    return {}


def check_settings(project: Project, target: dict) -> list[str]:
    problems = []
    project_configurations = {
        project.get(key).get("name"): project.get(key).get("buildSettings", {})
        for key in project.get(
            project.get(project.document["rootObject"]).get("buildConfigurationList", "")
        ).get("buildConfigurations", [])
    }
    target_configurations = {
        project.get(key).get("name"): project.get(key).get("buildSettings", {})
        for key in project.get(target.get("buildConfigurationList", "")).get("buildConfigurations", [])
    }
    for name in CONFIGURATIONS:
        if name not in target_configurations:
            problems.append(f"target {TARGET_NAME} has no {name} configuration")
            continue
        for setting, wanted in REQUIRED_SETTINGS.items():
            found = target_configurations[name].get(
                setting, project_configurations.get(name, {}).get(setting)
            )
            if found != wanted:
                problems.append(
                    f"target {TARGET_NAME}, {name}: {setting} is "
                    f"{shown(found) if found is not None else 'not set'}, "
                    f"but the demo needs {wanted}"
                )
    return problems


def demo_swift_files(folder: Path) -> list[Path]:
    found = []
    for directory, folders, files in os.walk(folder):
        folders[:] = sorted(name for name in folders if not SKIPPED_FOLDERS.search(name))
        found += [Path(directory) / name for name in sorted(files) if name.endswith(".swift")]
    return found


def imported_modules(files: list[Path]) -> dict[str, str]:
    """WheelPicker module → the first place (file:line) that imports it."""
    modules: dict[str, str] = {}
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            match = IMPORT.match(line)
            if match and match.group(1).startswith(MODULE_PREFIX):
                modules.setdefault(match.group(1), f"{relative(path)}:{number}")
    return modules


def check_sources(project: Project, target: dict) -> list[str]:
    problems = []
    paths = file_paths(project)
    for key, path in sorted(paths.items(), key=lambda item: str(item[1])):
        if path is not None and not path.exists():
            problems.append(
                f"the project lists {relative(path)} (file reference {key}), which does not exist"
            )
    compiled = set()
    for build_file in phase(project, target, "PBXSourcesBuildPhase").get("files", []):
        reference = project.get(build_file).get("fileRef")
        if reference in paths and paths[reference] is not None:
            compiled.add(os.path.normpath(paths[reference]))
    for path in demo_swift_files(project.folder):
        if os.path.normpath(path) not in compiled:
            problems.append(
                f"{relative(path)} is not in target {TARGET_NAME}'s Sources build phase "
                f"(add it to the target in Xcode, or delete it)"
            )
    return problems


def check_package(project: Project) -> tuple[str | None, list[str]]:
    """The local package reference's ID, and what is wrong with the project's packages."""
    root = project.get(project.document["rootObject"])
    packages = [(key, project.get(key)) for key in root.get("packageReferences", [])]
    local = [
        (key, package) for key, package in packages if package.get("isa") == "XCLocalSwiftPackageReference"
    ]
    problems = [
        f"package reference {key} is a {shown(package.get('isa'))}; "
        f"the demo depends only on the local package {PACKAGE_PATH}"
        for key, package in packages
        if package.get("isa") != "XCLocalSwiftPackageReference"
    ]
    if len(local) != 1:
        problems.append(
            f"the project has {len(local)} local package references; "
            f"it needs exactly one, relativePath = {PACKAGE_PATH}"
        )
        return None, problems
    key, package = local[0]
    path = package.get("relativePath")
    if path != PACKAGE_PATH:
        problems.append(
            f"the local package reference's relativePath is {shown(path)}, "
            f"not {PACKAGE_PATH} (the repository root)"
        )
    elif not (project.folder / path / "Package.swift").is_file():
        problems.append(
            f"the local package at {PACKAGE_PATH} from {relative(project.folder)} has no Package.swift"
        )
    return key, problems


def check_products(
    project: Project, target: dict, package_key: str | None, manifest: Callable[[], Products]
) -> list[str]:
    problems = []
    dependencies: dict[str, str] = {}
    for key in target.get("packageProductDependencies", []):
        dependency = project.get(key)
        name = dependency.get("productName", "")
        dependencies[key] = name
        owner = dependency.get("package")
        if owner is not None and package_key is not None and owner != package_key:
            problems.append(
                f"product {shown(name)} comes from package {owner}, not the local package {PACKAGE_PATH}"
            )
    linked_in_phase = {
        project.get(project.get(build_file)["productRef"]).get("productName", "")
        for build_file in phase(project, target, "PBXFrameworksBuildPhase").get("files", [])
        if "productRef" in project.get(build_file)
    }
    names = set(dependencies.values())
    for name in sorted(names - linked_in_phase):
        problems.append(
            f"product {shown(name)} is a package dependency of {TARGET_NAME} "
            "but not in its Frameworks build phase"
        )
    for name in sorted(linked_in_phase - names):
        problems.append(
            f"product {shown(name)} is in the Frameworks build phase but not in packageProductDependencies"
        )
    imports = imported_modules(demo_swift_files(project.folder))
    for name in sorted(set(imports) - names):
        problems.append(
            f"{imports[name]} imports {shown(name)}, but target {TARGET_NAME} does not link that product"
        )
    for name in sorted(names - set(imports)):
        problems.append(
            f"target {TARGET_NAME} links {shown(name)}, which no demo source imports (remove the product)"
        )
    declared = manifest().kinds
    for name in sorted(names):
        kind = declared.get(name)
        if kind is None:
            problems.append(
                f"target {TARGET_NAME} links {shown(name)}, which is not a product of Package.swift"
            )
        elif kind != "library":
            problems.append(
                f"target {TARGET_NAME} links {shown(name)}, an {kind} product of Package.swift, not a library"
            )
    return problems


def check_xml(project: Project, target_ids: dict[str, str]) -> list[str]:
    problems = []
    workspace = project.bundle / "project.xcworkspace" / "contents.xcworkspacedata"
    schemes = sorted((project.bundle / "xcshareddata" / "xcschemes").glob("*.xcscheme"))
    for path in ([workspace] if workspace.exists() else []) + schemes:
        try:
            document = ElementTree.parse(path)
        except ElementTree.ParseError as error:
            problems.append(f"{relative(path)} is not XML: {shown(error)}")
            continue
        for reference in document.iter("BuildableReference"):
            if reference.get("ReferencedContainer") != f"container:{project.bundle.name}":
                continue
            identifier, name = reference.get("BlueprintIdentifier"), reference.get("BlueprintName")
            if target_ids.get(identifier) != name:
                problem = (
                    f"{relative(path)} builds {shown(name)} with BlueprintIdentifier {shown(identifier)}, "
                    "which is not that target in project.pbxproj"
                )
                # A scheme names its target once per action: one report is enough.
                if problem not in problems:
                    problems.append(problem)
    return problems


def check(bundle: Path, package_root: Path | None = None) -> tuple[list[str], str]:
    """What is wrong with the project in `bundle` (nothing: an empty list), and a summary."""
    project, problems = parse(bundle)
    if project is None:
        return problems, ""
    problems = check_references(project)
    found = application_target(project)
    if found is None:
        return problems + [f"the project has no native target named {TARGET_NAME}"], ""
    _, target = found
    if target.get("productType") != APPLICATION:
        problems.append(f"target {TARGET_NAME} is a {shown(target.get('productType'))}, not an application")
    package_key, package_problems = check_package(project)
    root = package_root or (project.folder / PACKAGE_PATH).resolve()
    problems += check_settings(project, target)
    problems += check_sources(project, target)
    problems += package_problems
    try:
        problems += check_products(project, target, package_key, lambda: products_of(root))
    except ManifestError as error:
        problems.append(f"cannot check the linked products: {error}")
    targets = {key: value.get("name") for key, value in project.of_isa("PBXNativeTarget")}
    problems += check_xml(project, targets)
    compiled = len(phase(project, target, "PBXSourcesBuildPhase").get("files", []))
    linked = sorted(
        project.get(key).get("productName", "") for key in target.get("packageProductDependencies", [])
    )
    return problems, f"{compiled} Swift files in target {TARGET_NAME}, linking {', '.join(linked)}"
