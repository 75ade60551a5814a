"""The built site as a reader gets it. Usage: check_site.py OUTPUT_DIR [MORE_OUTPUT_DIRS…] [--no-browser]

The first site is the sample course; the others are checked for paths and in the browser.

1. Downloads: every "Download the <Name> Xcode project" link on a lesson leads to a zip whose
   project parses and compiles exactly the ContentView.swift the page shows as verified.
2. Browser (headless Chromium): see browser_checks.py.
"""
import glob
import html
import os
import re
import sys

import check_project

HERE = os.path.dirname(os.path.abspath(__file__))


def verified_code_after(page, start):
    """The text of the first code block after `start` in the page's HTML."""
    match = re.compile(r'<pre><code class="language-swift">(.*?)</code></pre>', re.S).search(page, start)
    return html.unescape(re.sub(r"<[^>]+>", "", match.group(1))) if match else None


def check_downloads(output):
    problems, checked = [], 0
    for path in sorted(glob.glob(os.path.join(output, "lessons", "*.html"))):
        page = open(path, encoding="utf-8").read()
        for caption in re.finditer(r'<a class="download" href="([^"]+)" download>Download the (\w+) Xcode project</a>', page):
            href, name = caption.group(1), caption.group(2)
            zip_path = os.path.normpath(os.path.join(os.path.dirname(path), href))
            if not os.path.exists(zip_path):
                problems.append(f"{path}: {href} does not exist")
                continue
            if not href.endswith(f"/{name}.zip"):
                problems.append(f"{path}: the {name} download is {href}")
            expected = verified_code_after(page, caption.end())
            problems += [f"{zip_path}: {p}" for p in check_project.check(zip_path, expected)]
            checked += 1
    if checked == 0:
        problems.append("no lesson offers a project download")
    print(f"downloads: {checked} projects checked")
    return problems


def check_relative_paths(output):
    """Every page, 404 included, reaches the site by relative paths (file://, sub-paths)."""
    problems = []
    for path in sorted(glob.glob(os.path.join(output, "**", "*.html"), recursive=True)):
        page = open(path, encoding="utf-8").read()
        for target in re.findall(r'(?:href|src)="(/[^"]*)"', page):
            problems.append(f"{os.path.relpath(path, output)}: root-absolute path {target}")
        for target in re.findall(r'(?:href|src)="([^"#:]+)"', page):
            if not os.path.exists(os.path.normpath(os.path.join(os.path.dirname(path), target))):
                problems.append(f"{os.path.relpath(path, output)}: {target} does not exist")
    return problems


def main():
    outputs = [a for a in sys.argv[1:] if not a.startswith("--")]
    problems = check_downloads(outputs[0])
    for output in outputs:
        problems += check_relative_paths(output)
    if "--no-browser" not in sys.argv:
        sys.path.insert(0, HERE)
        import browser_checks
        problems += browser_checks.run(outputs)
    for problem in problems:
        print("FAIL", problem)
    print(f"site checks: {len(problems)} problem(s)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
