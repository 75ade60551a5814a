"""The checks catch what they look for: a deliberately broken page must fail them. It is the sample
lesson with three faults put back: a phone drawing whose parts carry names of their own (as drawings
did before they became one image), the plain system red on white (3.5:1), and controls whose focus
ring is switched off. Run once per build of the checks, in the same browser session."""
import os
import re
import tempfile

import axe_checks
import keyboard_checks

BROKEN_DRAWING = ('<div class="phone"><div class="screen"><span class="switch on" aria-label="on"></span>'
                  '<span class="button automatic destructive" style="color: #ff3b30">Delete</span></div></div>')
NO_FOCUS_RING = "<style>:focus-visible, :focus { outline: none !important; box-shadow: none !important; }</style>"


def check(driver, output, url, axe_script):
    lesson = open(os.path.join(output, "lessons", "state-values.html"), encoding="utf-8").read()
    broken = lesson.replace("</head>", NO_FOCUS_RING + "</head>", 1)
    broken = re.sub(r"(<main id=\"main\">)", r"\1" + BROKEN_DRAWING.replace("\\", "\\\\"), broken, count=1)
    problems = []
    # Beside the real lessons, so the page's relative links reach the site's stylesheet and script.
    with tempfile.NamedTemporaryFile("w", suffix=".html", dir=os.path.join(output, "lessons"), delete=False) as file:
        file.write(broken)
    try:
        page = os.path.relpath(file.name, output)
        driver.get(url(output, page))
        found = {rule for rule, *_ in axe_checks.violations(driver, axe_script)}
        for rule in ["aria-prohibited-attr", "color-contrast"]:
            if rule not in found:
                problems.append(f"broken page: axe does not report {rule} (it reports {sorted(found)})")
        rings = [p for p in keyboard_checks.check(driver, url(output, page), report=False) if "no focus ring" in p]
        if not rings:
            problems.append("broken page: the keyboard pass does not notice controls without a focus ring")
    finally:
        os.remove(file.name)
    print(f"broken page: caught {sorted(found & {'aria-prohibited-attr', 'color-contrast'})} and {len(rings)} missing focus rings")
    return problems
