"""The keyboard-only pass: a reader who only presses Tab reaches, in the page's order, the skip link,
the search box, the contents toggle, the copy buttons, the transcript's controls, its step player
and the quiz's answers, and sees a focus ring on each (a computed outline or box-shadow while focused)."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# What each kind of stop is, as a selector; a reader must reach at least one of each.
KINDS = {
    "skip link": "a.skip-link",
    "search": "#site-search",
    "contents toggle": ".toc-details > summary",
    "copy button": ".copy-button",
    "transcript control": ".checkpoint figcaption a",
    "step player": ".player-controls button",
    "quiz answer": ".quiz .choice button",
}

FOCUSED = """
const e = document.activeElement, s = getComputedStyle(e);
const ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
const kinds = arguments[0];
const kind = Object.keys(kinds).find(k => e.matches(kinds[k])) || null;
const all = Array.from(document.querySelectorAll('*'));
return [kind, all.indexOf(e), ring, e.tagName + (e.id ? '#' + e.id : '') + '.' + e.className];"""


def tab_stops(driver, limit=400):
    """Each Tab stop from the top of a freshly loaded page: (kind or None, document position, has a ring, name)."""
    stops = []
    for _ in range(limit):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        stop = driver.execute_script(FOCUSED, KINDS)
        if stops and stop[1] <= stops[-1][1]:
            break  # focus left the page or wrapped round to the top
        stops.append(stop)
    return stops


def check(driver, page_url, report=True):
    problems = []
    driver.get(page_url)
    stops = tab_stops(driver)
    if not stops or stops[0][0] != "skip link":
        problems.append(f"keyboard: the first Tab stop is {stops[0][3] if stops else 'nothing'}, not the skip link")
    for kind, _, ring, name in stops:
        if not ring:
            problems.append(f"keyboard: {kind or name} shows no focus ring")
    order = [kind for kind, *_ in stops if kind]
    reached = [k for i, k in enumerate(order) if k not in order[:i]]
    expected = [k for k in KINDS if k in reached]
    for kind in KINDS:
        if kind not in reached:
            problems.append(f"keyboard: Tab never reaches the {kind} ({len(stops)} stops)")
    if reached != expected:
        problems.append(f"keyboard: the stops come in the order {reached}, not {expected}")
    # The skip link leads into the content: the next Tab lands inside <main>.
    driver.get(page_url)
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    driver.switch_to.active_element.send_keys(Keys.TAB)
    if not driver.execute_script("return !!document.activeElement.closest('main')"):
        problems.append("keyboard: after the skip link, Tab does not land in the page's content")
    if report:
        print(f"keyboard: {len(stops)} Tab stops, {len(reached)} of {len(KINDS)} kinds reached in order")
    return problems
