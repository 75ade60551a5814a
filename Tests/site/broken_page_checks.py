"""The checks catch what they look for: a deliberately broken page must fail them. It is the sample
lesson with five faults put back: a phone drawing whose parts carry names of their own (as drawings
did before they became one image), the plain system red on white (3.5:1), controls whose focus
ring is switched off, transcript players whose Next button does nothing, and screens that lost their
change marks. Run once per build of the checks, in the same browser session."""
import os
import re
import tempfile

import axe_checks
import keyboard_checks
import transcript_checks

BROKEN_DRAWING = ('<div class="phone"><div class="screen"><span class="switch on" aria-label="on"></span>'
                  '<span class="button automatic destructive" style="color: #ff3b30">Delete</span></div></div>')
# After site.js has built the players: each Next button replaced by a copy without its listener.
DEAD_NEXT_BUTTON = ("<script>document.addEventListener('DOMContentLoaded', () => document.querySelectorAll('.player-next')"
                    ".forEach(b => b.replaceWith(b.cloneNode(true))));</script>")
NO_FOCUS_RING = "<style>:focus-visible, :focus { outline: none !important; box-shadow: none !important; }</style>"


def check(driver, output, url, axe_script):
    lesson = open(os.path.join(output, "lessons", "state-values.html"), encoding="utf-8").read()
    broken = lesson.replace("</head>", NO_FOCUS_RING + DEAD_NEXT_BUTTON + "</head>", 1)
    broken = re.sub(r' data-change="[^"]*"', "", broken)
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
        found_transcripts, _ = transcript_checks.check_page(driver, url(output, page), "broken page")
        player = [p for p in found_transcripts if "after Next" in p]
        marks = [p for p in found_transcripts if "nothing on it is marked" in p]
        player_rings = [p for p in found_transcripts if "shows no focus ring" in p]
        for caught, fault in [(player, "a Next button that does nothing"), (marks, "screens without their change marks"),
                              (player_rings, "player buttons without a focus ring")]:
            if not caught:
                problems.append(f"broken page: the transcript checks do not notice {fault}")
    finally:
        os.remove(file.name)
    print(f"broken page: caught {sorted(found & {'aria-prohibited-attr', 'color-contrast'})}, {len(rings)} missing focus rings, "
          f"{len(player)} dead players, {len(player_rings)} player buttons without a ring and {len(marks)} missing change marks")
    return problems
