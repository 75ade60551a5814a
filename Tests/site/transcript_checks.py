"""Transcripts as readers use them, on every transcript of every course given:

- The player (site.js): one step shown at a time; Next and Previous change the shown step, so do
  → and ← while focus is on the player, and the step count ("Step 2 of 5") sits in a polite live
  region; the player's buttons show a focus ring. One transcript is also swiped on a touch screen.
- Change marks: wherever a step's drawn screen differs from the one before it (its markup: text,
  a control's dimmed, selected or on state, a symbol, a look — read from the drawings here,
  independently of the builder's own comparison of the observed trees), the step says what changed in words and, unless everything that
  changed went away, marks it on the drawing, in an outline at 3:1 or more against the screen;
  where nothing differs it says so and marks nothing.
- Without JavaScript every step stays visible, in the grid.
"""
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# Every transcript of the page: its steps as drawn (text and control states of each phone), the
# step shown, the status, and for each step its line of words and its marks with their contrast.
READ_TRANSCRIPTS = """
const luminance = c => {
  const m = c.match(/[\\d.]+/g).map(Number);
  const [r, g, b] = m.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
const background = e => {
  for (; e; e = e.parentElement) { const c = getComputedStyle(e).backgroundColor; if (!/rgba\\(.*, 0\\)$/.test(c) && c !== 'transparent') return c; }
  return 'rgb(255, 255, 255)';
};
// What a phone draws: its markup, without the change marks themselves (so a screen with a lost
// mark still compares as drawn the same). Text, dimmed, selected and on states, symbols and looks.
const drawn = phone => phone.querySelector('.screen').innerHTML.replace(/ data-change="[^"]*"/g, '');
return Array.from(document.querySelectorAll('figure.checkpoint')).map(figure => {
  const steps = Array.from(figure.querySelectorAll('ol.steps > li.step'));
  return {
    id: figure.id,
    player: !!figure.querySelector('.player-controls'),
    live: (figure.querySelector('.player-status') || {getAttribute: () => null}).getAttribute('aria-live'),
    status: (figure.querySelector('.player-status > span') || {}).textContent || null,
    shown: steps.map((s, i) => s.getBoundingClientRect().height > 0 ? i : -1).filter(i => i >= 0),
    steps: steps.map(step => {
      const phone = step.querySelector('.phone');
      const marks = Array.from(step.querySelectorAll('.phone [data-change]'));
      return {
        drawn: phone ? drawn(phone) : '',
        words: (step.querySelector('.step-changes') || {}).textContent || null,
        marks: marks.length,
        weakMarks: marks.filter(m => {
          const s = getComputedStyle(m);
          if (s.outlineStyle === 'none' || parseFloat(s.outlineWidth) < 2) return true;
          // Hidden steps are not drawn; their marks are measured when the step is shown.
          return m.getBoundingClientRect().height > 0 && ratio(s.outlineColor, background(m.parentElement)) < 3;
        }).map(m => m.className + ':' + m.textContent.trim()),
      };
    }),
  };
});"""

RING = """const e = document.activeElement, s = getComputedStyle(e);
return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';"""


def transcripts(driver):
    return driver.execute_script(READ_TRANSCRIPTS)


def check_change_marks(where, transcript):
    """Each step after the first against the one before it, as drawn."""
    problems = []
    steps = transcript["steps"]
    for index in range(1, len(steps)):
        before, after = steps[index - 1], steps[index]
        name = f"{where} {transcript['id']} step {index + 1}"
        words = (after["words"] or "").strip()
        if after["words"] is None:
            problems.append(f"{name}: no line says what the action changed")
        elif before["drawn"] != after["drawn"]:
            if words.startswith("Nothing"):
                problems.append(f"{name}: the screen differs from the one before, but the step says “{words}”")
            elif after["marks"] == 0 and not words.startswith("Disappeared:"):
                problems.append(f"{name}: the screen differs from the one before but nothing on it is marked ({words})")
        elif after["marks"] or not words.startswith("Nothing"):
            problems.append(f"{name}: the screen is as before, but it says “{words}” with {after['marks']} marks")
        if after["weakMarks"]:
            problems.append(f"{name}: change marks without a visible outline at 3:1: {after['weakMarks'][:3]}")
    return problems


def shown_step(driver, figure_id):
    return next(t for t in transcripts(driver) if t["id"] == figure_id)


def check_player(driver, where, transcript):
    """Next, Previous, → and ← on one transcript; the player starts at its first step."""
    problems = []
    name = f"{where} {transcript['id']}"
    count = len(transcript["steps"])
    if not transcript["player"]:
        return [f"{name}: {count} steps but no player"]
    if transcript["shown"] != [0] or transcript["status"] != f"Step 1 of {count}" or transcript["live"] != "polite":
        problems.append(f"{name}: the player starts showing steps {transcript['shown']}, status “{transcript['status']}”, "
                        f"aria-live {transcript['live']}")
    figure = driver.find_element(By.ID, transcript["id"])
    next_button = figure.find_element(By.CSS_SELECTOR, ".player-next")
    previous_button = figure.find_element(By.CSS_SELECTOR, ".player-previous")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", next_button)
    expectations = [(lambda: next_button.click(), 1, "Next"), (lambda: previous_button.click(), 0, "Previous")]
    expectations += [(lambda: next_button.send_keys(Keys.ARROW_RIGHT), 1, "→"),
                     (lambda: driver.switch_to.active_element.send_keys(Keys.ARROW_LEFT), 0, "←")]
    for act, expected, label in expectations:
        act()
        state = shown_step(driver, transcript["id"])
        if state["shown"] != [expected] or state["status"] != f"Step {expected + 1} of {count}":
            problems.append(f"{name}: after {label} steps {state['shown']} are shown and the status says "
                            f"“{state['status']}”, not step {expected + 1}")
            break
    if not driver.execute_script(RING):
        problems.append(f"{name}: the focused player button shows no focus ring")
    # The other steps' marks are measured now that each is drawn.
    for index in range(1, count):
        driver.execute_script("arguments[0].click()", next_button)
        state = shown_step(driver, transcript["id"])
        weak = state["steps"][index]["weakMarks"]
        if weak:
            problems.append(f"{name} step {index + 1}: change marks without a visible outline at 3:1: {weak[:3]}")
    return problems


def check_swipe(driver, where, transcript):
    """A sideways swipe over the screen moves to the next step, as on a phone (touch events sent
    through the browser's input, not made up in the page)."""
    figure = driver.find_element(By.ID, transcript["id"])
    driver.execute_script("""const f = arguments[0], back = f.querySelector('.player-previous');
        for (let i = 0; i < arguments[1]; i++) back.click();
        f.querySelector('.step.current .phone').scrollIntoView({block: 'center'});""", figure, len(transcript["steps"]))
    x, y = driver.execute_script("const r = arguments[0].querySelector('.step.current .phone').getBoundingClientRect();"
                                 "return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)]", figure)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    try:
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x + 50, "y": y}]})
        for move in range(1, 5):
            driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x + 50 - 25 * move, "y": y}]})
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    finally:
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    state = shown_step(driver, transcript["id"])
    if state["shown"] != [1]:
        return [f"{where} {transcript['id']}: a swipe to the left shows steps {state['shown']}, not step 2"]
    return []


def check_page(driver, page_url, where, swipe=False):
    """Every transcript of one page; returns the problems and how many transcripts were checked."""
    driver.get(page_url)
    problems = []
    found = transcripts(driver)
    for transcript in found:
        problems += check_change_marks(where, transcript)
        if len(transcript["steps"]) > 1:
            problems += check_player(driver, where, transcript)
    if swipe:
        several = [t for t in found if len(t["steps"]) > 1]
        if several:
            problems += check_swipe(driver, where, several[0])
        else:
            problems.append(f"{where}: no transcript of two steps or more to swipe")
    return problems, len(found)


def check_without_javascript(driver, page_url, where):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.get(page_url)
        found = transcripts(driver)
        problems = [f"{where} {t['id']}: without JavaScript only steps {t['shown']} of {len(t['steps'])} are shown"
                    for t in found if len(t["shown"]) != len(t["steps"]) or t["player"]]
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    return problems


# Every player one step on, so axe sees a step after an action: its line of changes and its marks.
SECOND_STEPS = "document.querySelectorAll('.player-next').forEach(b => b.click())"


# A transcript that can be played: a checkpoint figure with at least two steps.
FIGURE = re.compile(r'<figure class="checkpoint".*?</figure>', re.S)


def playable(page):
    return any(figure.count('<li class="step"') >= 2 for figure in FIGURE.findall(page))


def tasks(outputs, pages):
    """The work of these checks, one task a page and condition: every transcript of every page of
    every course at desktop width in light and at phone width in dark (the marks' contrast in both,
    the player at both widths); the first playable page at phone width is also swiped; and one page
    without JavaScript. Tasks are independent, so they can run in any browser, in any order."""
    found, swipe_page = [], None
    for scheme, width in [("light", 1280), ("dark", 390)]:
        for output in outputs:
            for path in pages(output):
                page = open(f"{output}/{path}", encoding="utf-8").read()
                if "checkpoint" not in page:
                    continue
                if width < 500 and path == "print.html":
                    continue  # the print edition repeats every transcript, checked once at desktop width
                swipe = width < 500 and swipe_page is None and playable(page)
                if swipe:
                    swipe_page = path
                found.append(("transcripts", output, path, scheme, width, swipe))
    if swipe_page is None:
        found.append(("no-swipe",))
    found.append(("transcripts-without-javascript", outputs[0]))
    return found


def perform(driver, task, url, emulate, axe=None):
    """One task of `tasks`: returns its problems and how many transcripts it checked. With `axe` (a
    function of the driver returning violations), a page with transcripts is also checked by axe
    with every player on its second step (the page-wide axe runs see the first, the launch screen)."""
    kind = task[0]
    if kind == "no-swipe":
        return ["no page has a transcript of two steps or more to swipe"], 0
    if kind == "transcripts-without-javascript":
        return check_without_javascript(driver, url(task[1], "lessons/state-values.html"), "state-values without JavaScript"), 0
    _, output, path, scheme, width, swipe = task
    where = f"{output.rstrip('/').split('/')[-1]}/{path} at {width}px {scheme}"
    emulate(driver, width, scheme)
    problems, count = check_page(driver, url(output, path), where, swipe=swipe)
    if axe and count:
        driver.get(url(output, path))
        driver.execute_script(SECOND_STEPS)
        for rule, impact, help_text, nodes, targets in axe(driver):
            problems.append(f"{where}, second steps: axe {rule} ({impact}, {nodes} nodes): {help_text} {targets}")
    return problems, count
