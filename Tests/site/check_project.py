"""Checks a downloaded Xcode project structurally: the zip unpacks into <Name>/, its pbxproj parses
(PyPI's `pbxproj`), every file the project references is in the zip and in a build phase,
ContentView.swift is byte for byte the source the lesson page shows as verified, and the UI test
target holding the lesson's checkpoints (when it has any) depends on the app, compiles its test
file, and is the test target of the shared scheme, which builds the app.

Usage: check_project.py ZIP [EXPECTED_CONTENTVIEW_FILE]
"""
import io
import json
import sys
import zipfile

from pbxproj import XcodeProject


def check(zip_path, expected_contentview=None):
    problems = []
    with zipfile.ZipFile(zip_path) as archive:
        names = set(archive.namelist())
        name = zip_path.rsplit("/", 1)[-1][:-len(".zip")]
        pbx_path = f"{name}/{name}.xcodeproj/project.pbxproj"
        if pbx_path not in names:
            return [f"{pbx_path} is not in the zip"]
        # Every entry carries the same fixed timestamp.
        stamps = {info.date_time for info in archive.infolist()}
        if len(stamps) != 1:
            problems.append(f"entries have different timestamps: {sorted(stamps)}")
        text = archive.read(pbx_path).decode("utf-8")
        project = XcodeProject.load_from_string(text) if hasattr(XcodeProject, "load_from_string") else None
        if project is None:
            import tempfile, os
            with tempfile.TemporaryDirectory() as folder:
                path = os.path.join(folder, "project.pbxproj")
                with open(path, "w") as handle:
                    handle.write(text)
                project = XcodeProject.load(path)

        targets = project.objects.get_targets()
        tests_name = f"{name}UITests"
        tests_file = f"{name}/{tests_name}/{tests_name}.swift"
        has_tests = tests_file in names
        expected_targets = [name, tests_name] if has_tests else [name]
        if sorted(t.name for t in targets) != sorted(expected_targets):
            problems.append(f"targets are {[t.name for t in targets]}, expected {expected_targets}")
        by_name = {t.name: t for t in targets}
        if has_tests and tests_name in by_name and name in by_name:
            tests_target = by_name[tests_name]
            if tests_target.productType != "com.apple.product-type.bundle.ui-testing":
                problems.append(f"{tests_name} is a {tests_target.productType}, not a UI testing bundle")
            depends_on = [project.objects[d].target for d in tests_target.dependencies]
            if by_name[name].get_id() not in depends_on:
                problems.append(f"{tests_name} does not depend on the app target {name}")
            compiled = set()
            for phase_id in tests_target.buildPhases:
                phase = project.objects[phase_id]
                if phase.isa == "PBXSourcesBuildPhase":
                    compiled.update(project.objects[f].fileRef for f in phase.files)
            test_refs = [r.get_id() for r in project.objects.get_objects_in_section("PBXFileReference")
                         if r.path == f"{tests_name}.swift"]
            if not test_refs or test_refs[0] not in compiled:
                problems.append(f"{tests_name} does not compile {tests_name}.swift")
            scheme_path = f"{name}/{name}.xcodeproj/xcshareddata/xcschemes/{name}.xcscheme"
            if scheme_path not in names:
                problems.append(f"{scheme_path} is not in the zip")
            else:
                import xml.etree.ElementTree as ElementTree
                scheme = ElementTree.fromstring(archive.read(scheme_path))
                built = {r.get("BlueprintIdentifier") for r in scheme.iter("BuildableReference")
                         if r.get("BlueprintName") == name}
                tested = {r.get("BlueprintIdentifier") for t in scheme.iter("TestableReference")
                          for r in t.iter("BuildableReference")}
                if by_name[name].get_id() not in built:
                    problems.append(f"the shared scheme does not build {name}")
                if tests_target.get_id() not in tested:
                    problems.append(f"the shared scheme does not test with {tests_name}")
        groups = {g.get_id(): g for g in project.objects.get_objects_in_section("PBXGroup")}
        parent = {}
        for group in groups.values():
            for child in group.children:
                parent[child] = group

        def full_path(ref):
            parts = [ref.path]
            node = parent.get(ref.get_id())
            while node is not None:
                if getattr(node, "path", None):
                    parts.insert(0, node.path)
                node = parent.get(node.get_id())
            return f"{name}/" + "/".join(parts)

        in_phases = set()
        for phase in project.objects.get_objects_in_section("PBXSourcesBuildPhase", "PBXResourcesBuildPhase"):
            for build_file_id in phase.files:
                in_phases.add(project.objects[build_file_id].fileRef)
        referenced = []
        for ref in project.objects.get_objects_in_section("PBXFileReference"):
            if ref.sourceTree == "BUILT_PRODUCTS_DIR":
                continue
            path = full_path(ref)
            referenced.append(path)
            is_folder = ref.lastKnownFileType == "folder.assetcatalog"
            if (path + "/" if is_folder else path) not in names:
                problems.append(f"{path} is referenced by the project but not in the zip")
            if ref.get_id() not in in_phases:
                problems.append(f"{path} is not in any build phase")
        app_folder = f"{name}/{name}/"
        for expected in [app_folder + "ContentView.swift", app_folder + f"{name}App.swift", app_folder + "Assets.xcassets"]:
            if expected not in referenced:
                problems.append(f"the project does not reference {expected}")
        # Every Swift file in the zip is one the project compiles.
        for entry in names:
            if entry.endswith(".swift") and entry not in referenced:
                problems.append(f"{entry} is in the zip but not in the project")
        app = archive.read(app_folder + f"{name}App.swift").decode()
        if "@main" not in app or "ContentView()" not in app:
            problems.append(f"{name}App.swift does not present ContentView with @main")
        for catalog in ["Assets.xcassets/Contents.json", "Assets.xcassets/AccentColor.colorset/Contents.json",
                        "Assets.xcassets/AppIcon.appiconset/Contents.json"]:
            try:
                json.loads(archive.read(app_folder + catalog))
            except Exception as error:  # noqa: BLE001
                problems.append(f"{catalog}: {error}")
        if expected_contentview is not None:
            shipped = archive.read(app_folder + "ContentView.swift").decode()
            if shipped != expected_contentview:
                problems.append("ContentView.swift differs from the verified source on the page")
    return problems


if __name__ == "__main__":
    expected = open(sys.argv[2]).read() if len(sys.argv) > 2 else None
    found = check(sys.argv[1], expected)
    for problem in found:
        print(f"{sys.argv[1]}: {problem}")
    sys.exit(1 if found else 0)
