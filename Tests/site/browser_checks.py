"""The built sites in headless Chromium, as readers use it: at 320, 390 and 1280 px, light and dark.

- No page is wider than the screen; every transcript step is inside it.
- axe-core 4.12.1 (axe_checks.py: WCAG 2.0/2.1/2.2 A and AA and best practices) reports no
  violation on any page of any course given, at every width, in light and dark.
- Search: "sheet" finds the card that teaches sheets, "useState" finds the @State card, and a word
  that appears only in an observed screen finds the lesson that observed it; "/" focuses the box.
- The lesson's download link leads to a zip that check_project accepts.
- Keyboard only (keyboard_checks.py), and a page broken on purpose fails the checks (broken_page_checks.py).
- Every transcript: its step player and the marks of what each step changed (transcript_checks.py).
- The print edition on paper: each course page starts a sheet and its in-page links land.
- Knowledge check: after the right answer a wrong click does not say "try another answer";
  states are told in text, not only colour.

Each check is a task that sets the width, colour scheme and media it needs, so the tasks run in any
order, shared by several headless browsers at once (one a core; SITE_CHECK_BROWSERS=N sets how many).
"""
import contextlib
import glob
import html
import io
import multiprocessing
import os
import re
import time
from queue import Empty

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import axe_checks
import broken_page_checks
import check_project
import keyboard_checks
import transcript_checks

WIDTHS = [320, 390, 1280]
# Browsers checking at once: one a core (each check is mostly one renderer's work).
WORKERS = int(os.environ.get("SITE_CHECK_BROWSERS", min(2, os.cpu_count() or 1)))


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--allow-file-access-from-files", "--hide-scrollbars"]:
        options.add_argument(argument)
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def emulate(driver, width, scheme):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 500})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    # Check the page as it is drawn in the new conditions: after its fonts and two frames, so no
    # check measures a layout or paint that is still catching up with the change.
    driver.execute_async_script("""const done = arguments[arguments.length - 1];
        document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(() => done())));""")


def url(output, path):
    return "file://" + os.path.abspath(os.path.join(output, path))


def phone_drawings(page):
    """The markup of every phone drawing on a page: each `<div class="phone"…>` up to its matching
    closing tag, however deeply the drawing nests (navigation bars, tab bars, alerts)."""
    drawings = []
    for start in re.finditer(r'<div class="phone"', page):
        depth, index = 0, start.start()
        for tag in re.finditer(r'<(/?)div\b', page[index:]):
            depth += -1 if tag.group(1) else 1
            if depth == 0:
                drawings.append(page[index:index + tag.end()])
                break
    return drawings


def screen_only_word(output):
    """A word some phone drawing shows that no prose, code or heading of any page contains: outside
    the checkpoint transcripts the site never spells it, so only the indexed screen text can find it
    (in the sample course, text a checkpoint typed into a field)."""
    screen_words, other_words = {}, set()
    for path in glob.glob(os.path.join(output, "**", "*.html"), recursive=True):
        if os.path.basename(path) == "print.html":
            continue  # the print edition repeats every page
        page = open(path, encoding="utf-8").read()
        for phone in phone_drawings(page):
            for word in re.findall(r"[A-Za-z]{5,}", html.unescape(re.sub(r"<[^>]+>", " ", phone))):
                screen_words.setdefault(word.lower(), path)
        prose = re.sub(r'<figure class="checkpoint".*?</figure>', " ", page, flags=re.S)
        for phone in phone_drawings(prose):
            prose = prose.replace(phone, " ")
        other_words |= {w.lower() for w in re.findall(r"[A-Za-z]+", html.unescape(re.sub(r"<[^>]+>", " ", prose)))}
    candidates = sorted(w for w in screen_words if w not in other_words)
    return (candidates[0], screen_words[candidates[0]]) if candidates else (None, None)


def search(driver, query):
    box = driver.find_element(By.ID, "site-search")
    box.clear()
    box.send_keys(query)
    WebDriverWait(driver, 5).until(
        lambda d: d.find_element(By.CSS_SELECTOR, ".search-status").text.endswith(("”.", "shown.")))
    return [(a.find_element(By.CSS_SELECTOR, ".result-title").text, a.get_attribute("href"),
             a.find_element(By.CSS_SELECTOR, ".result-snippet").get_attribute("innerHTML"))
            for a in driver.find_elements(By.CSS_SELECTOR, "#search-results a")]


def pages(output):
    """Every page of a built site, by its path inside it."""
    return sorted(os.path.relpath(p, output) for p in glob.glob(os.path.join(output, "**", "*.html"), recursive=True))


def check_layout(driver, where):
    problems = []
    if not driver.execute_script("return getComputedStyle(document.body).backgroundColor"):
        problems.append(f"{where}: no stylesheet")
    overflow = driver.execute_script(
        "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    if overflow[0] > overflow[1]:
        wide = driver.execute_script("""
            const w = document.documentElement.clientWidth; const out = [];
            for (const e of document.querySelectorAll('body *')) {
              const r = e.getBoundingClientRect();
              if (r.right > w + 1 && getComputedStyle(e).position !== 'absolute') out.push(e.tagName + '.' + e.className + ' ' + Math.round(r.right));
              if (out.length > 4) break; }
            return out;""")
        problems.append(f"{where}: page is {overflow[0]}px wide on a {overflow[1]}px screen ({wide})")
    steps = driver.execute_script("""
        const w = document.documentElement.clientWidth; let outside = 0, all = 0;
        for (const s of document.querySelectorAll('.steps > .step')) {
          all++; const r = s.getBoundingClientRect(); if (r.left < 0 || r.right > w + 1) outside++; }
        return [all, outside];""")
    if steps[1]:
        problems.append(f"{where}: {steps[1]} of {steps[0]} transcript steps are outside the screen")
    return problems


def check_page(driver, output, path, axe_script):
    """One page, loaded once and checked in all six conditions: layout and axe at every width,
    light and dark. Returns the problems, the number of axe runs and the violation nodes by rule."""
    problems, runs, nodes = [], 0, {}
    driver.get(url(output, path))
    for scheme in ["light", "dark"]:
        for width in WIDTHS:
            emulate(driver, width, scheme)
            where = f"{os.path.basename(output)}/{path} at {width}px {scheme}"
            problems += check_layout(driver, where)
            for rule, impact, help_text, count, targets in axe_checks.violations(driver, axe_script):
                nodes[rule] = nodes.get(rule, 0) + count
                problems.append(f"{where}: axe {rule} ({impact}, {count} nodes): {help_text} {targets}")
            runs += 1
    return problems, runs, nodes


def check_reader_paths(driver, output):
    """What a reader does on the sample course beyond reading: the keyboard, search, the download,
    the quiz, the reference pages' aids, paper, and the quiz without JavaScript."""
    problems = []
    # Keyboard only, at phone width.
    emulate(driver, 390, "light")
    problems += keyboard_checks.check(driver, url(output, "lessons/state-values.html"))

    # Search, at phone width.
    emulate(driver, 390, "light")
    driver.get(url(output, "lessons/state-values.html"))
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    if driver.switch_to.active_element.get_attribute("id") != "site-search":
        problems.append('"/" does not focus the search box')
    results = search(driver, "sheet")
    if not any("/reference/" in href and "<mark>" in snippet.lower() for _, href, snippet in results):
        problems.append(f'"sheet" finds no reference card with a highlighted snippet: {results}')
    results = search(driver, "useState")
    if not results or results[0][0] != "@State":
        problems.append(f'"useState" does not find the @State card first: {[r[0] for r in results]}')
    results = search(driver, "useS")
    if not results or results[0][0] != "@State":
        problems.append(f'typing "useS" does not already find the @State card: {[r[0] for r in results]}')
    word, page = screen_only_word(output)
    if word is None:
        problems.append("no word appears only in an observed screen; the search test needs one")
    else:
        results = search(driver, word)
        expected = os.path.relpath(page, output)
        if not any(href.split("#")[0].endswith(expected) for _, href, _ in results):
            problems.append(f'"{word}" (seen only on a screen in {expected}) finds {results}')
    overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    if overflow > 0:
        problems.append(f"the open search results make the page {overflow}px too wide")

    # The download, as the page links it.
    links = driver.find_elements(By.CSS_SELECTOR, "a.download")
    if not links:
        problems.append("the lesson offers no project download")
    for link in links:
        href = link.get_attribute("href")
        path = href[len("file://"):] if href.startswith("file://") else None
        if not path or not os.path.exists(path):
            problems.append(f"download {href} does not exist")
        else:
            problems += [f"{path}: {p}" for p in check_project.check(path)]

    # Knowledge check.
    driver.get(url(output, "lessons/state-values.html"))
    quiz = driver.find_elements(By.CSS_SELECTOR, ".quiz")
    if quiz:
        quiz = quiz[0]
        right = quiz.find_element(By.CSS_SELECTOR, ".choice[data-correct] button")
        wrong = quiz.find_element(By.CSS_SELECTOR, ".choice:not([data-correct]) button")
        driver.execute_script("arguments[0].scrollIntoView()", right)
        right.click()
        wrong.click()
        feedback = quiz.find_element(By.CSS_SELECTOR, ".feedback").text
        if "try another" in feedback.lower():
            problems.append(f'after the right answer a wrong click says "{feedback}"')
        state = "".join(e.text for e in quiz.find_elements(By.CSS_SELECTOR, ".choice[data-correct] .state"))
        if not state.strip():
            problems.append("the right answer is marked by colour only")

    # Pages for readers: named phones, anchors, on-this-page, related titles, favicon.
    emulate(driver, 1280, "light")
    driver.get(url(output, "reference/state.html"))
    names = [p.get_attribute("aria-label") for p in driver.find_elements(By.CSS_SELECTOR, ".phone")]
    if not names or not all("The screen shows:" in n for n in names):
        problems.append(f"phones are not named by what they show: {names[:2]}")
    if not driver.find_elements(By.CSS_SELECTOR, "h2 .heading-anchor"):
        problems.append("headings have no anchors")
    if not driver.find_elements(By.CSS_SELECTOR, ".on-this-page a"):
        problems.append("no on-this-page list")
    related = [a.text for a in driver.find_elements(By.CSS_SELECTOR, "#related ~ p a")]
    if "@Binding" not in related:
        problems.append(f"Related shows {related}, not page titles")
    if not driver.find_elements(By.CSS_SELECTOR, "link[rel=icon]"):
        problems.append("no favicon")

    # Paper: no chrome, code and transcripts wrap.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
    emulate_print = driver.execute_script("""
        return [getComputedStyle(document.querySelector('.site-header')).display,
                getComputedStyle(document.querySelector('.toc')).display,
                getComputedStyle(document.querySelector('pre')).whiteSpace,
                document.documentElement.scrollWidth <= document.documentElement.clientWidth]""")
    if emulate_print[:3] != ["none", "none", "pre-wrap"] or not emulate_print[3]:
        problems.append(f"print: header/contents/code/overflow are {emulate_print}")
    # The print edition on paper: each page of the course starts a sheet, and every in-page link lands.
    driver.get(url(output, "print.html"))
    edition = driver.execute_script("""
        const pages = Array.from(document.querySelectorAll('.print-page'));
        const broken = Array.from(document.querySelectorAll('main a[href^="#"]'))
          .map(a => a.getAttribute('href').slice(1)).filter(id => id && !document.getElementById(id));
        return [pages.length, pages.filter(p => getComputedStyle(p).breakBefore !== 'page').length,
                getComputedStyle(document.querySelector('.site-header')).display, broken.slice(0, 3)]""")
    if edition[0] < 2 or edition[1] or edition[2] != "none" or edition[3]:
        problems.append(f"print edition: {edition[0]} pages, {edition[1]} not starting a sheet, header {edition[2]}, "
                        f"links to missing ids {edition[3]}")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})

    # Without JavaScript the quiz gives nothing away until asked.
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    driver.get(url(output, "lessons/state-values.html"))
    quiz = driver.find_elements(By.CSS_SELECTOR, ".quiz")
    if quiz:
        visible = [e.text for e in quiz[0].find_elements(By.CSS_SELECTOR, ".explanation") if e.is_displayed()]
        if visible:
            problems.append(f"without JavaScript the quiz shows its explanations: {visible[:1]}")
        quiz[0].find_element(By.CSS_SELECTOR, ".answer summary").click()
        states = [e.text for e in quiz[0].find_elements(By.CSS_SELECTOR, ".answer .state") if e.is_displayed()]
        if not any(s.startswith("✓") for s in states):
            problems.append(f"without JavaScript, Show the answer does not name the right choice: {states}")
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    return problems


def tasks(outputs):
    """Every check as independent tasks, the longest first so two browsers finish together."""
    work = transcript_checks.tasks(outputs, pages)
    work.sort(key=lambda task: task[2] != "print.html" if task[0] == "transcripts" else True)
    work += [("broken-page",), ("reader-paths",)]
    every_page = [(output, path) for output in outputs for path in pages(output)]
    every_page.sort(key=lambda page: -os.path.getsize(os.path.join(*page)))
    return work + [("page", output, path) for output, path in every_page]


def perform(driver, axe_script, output, task):
    """One task in this browser: a result of problems, axe runs, violation nodes by rule, transcripts
    checked, and the lines it prints."""
    result = {"problems": [], "axe_runs": 0, "nodes": {}, "transcripts": 0}
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        kind = task[0]
        if kind == "page":
            result["problems"], result["axe_runs"], result["nodes"] = check_page(driver, task[1], task[2], axe_script)
        elif kind == "broken-page":
            # The checks fail on a page broken on purpose; then every page of every course passes them.
            # In light: its plain system red fails contrast on white, not on the dark scheme's grey.
            emulate(driver, 1280, "light")
            result["problems"] = broken_page_checks.check(driver, output, url, axe_script)
        elif kind == "reader-paths":
            result["problems"] = check_reader_paths(driver, output)
        else:
            result["problems"], result["transcripts"] = transcript_checks.perform(
                driver, task, url, emulate, axe=lambda d: axe_checks.violations(d, axe_script))
    result["printed"] = printed.getvalue()
    return result


def browser(queue, results, output):
    """A worker: one headless Chromium that takes tasks until it is given None."""
    driver = make_driver()
    driver.set_script_timeout(120)
    axe_script = axe_checks.source()
    try:
        while (item := queue.get()) is not None:
            index, task = item
            try:
                results.put((index, perform(driver, axe_script, output, task)))
            except Exception as error:  # a crashed check is a problem, not a hang
                results.put((index, {"problems": [f"{task}: {type(error).__name__}: {error}"], "axe_runs": 0,
                                     "nodes": {}, "transcripts": 0, "printed": ""}))
    finally:
        driver.quit()


def run(outputs):
    """Every task in WORKERS browsers at once (each check sets the width, scheme and media it needs,
    so tasks do not depend on each other's order); results are reported in task order."""
    started = time.time()
    work = tasks(outputs)
    queue, results = multiprocessing.Queue(), multiprocessing.Queue()
    for item in enumerate(work):
        queue.put(item)
    workers = [multiprocessing.Process(target=browser, args=(queue, results, outputs[0])) for _ in range(WORKERS)]
    for worker in workers:
        queue.put(None)
        worker.start()
    done = {}
    while len(done) < len(work):
        try:
            index, result = results.get(timeout=60)
            done[index] = result
        except Empty:
            if not any(worker.is_alive() for worker in workers):
                break
    for worker in workers:
        worker.join()
    problems, axe_runs, nodes, transcripts = [], 0, {}, 0
    for index, task in enumerate(work):
        result = done.get(index)
        if result is None:
            problems.append(f"{task}: not checked (its browser stopped)")
            continue
        print(result["printed"], end="")
        problems += result["problems"]
        axe_runs += result["axe_runs"]
        transcripts += result["transcripts"]
        for rule, count in result["nodes"].items():
            nodes[rule] = nodes.get(rule, 0) + count
    print(f"axe: {sum(nodes.values())} violation nodes in {axe_runs} runs {nodes or ''}")
    print(f"transcripts: {transcripts} transcript checks (player, keyboard, focus ring, change marks)")
    page_count = sum(len(pages(o)) for o in outputs)
    print(f"browser: {page_count} pages × {len(WIDTHS)} widths × light/dark, {axe_runs} axe runs, "
          f"{len(work)} tasks in {WORKERS} browsers, {time.time() - started:.0f} s")
    return problems
