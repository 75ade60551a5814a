"""axe-core as the checks run it: the `axe.min.js` of the pinned `axe-playwright-python` wheel
(axe-core 4.12.1), injected into the page with selenium, with the WCAG 2.0, 2.1 and 2.2 A and AA
rules and axe's best practices."""
import importlib.util
import os

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]


def source():
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("axe-playwright-python is not installed: run script/test-site --install-only")
    path = os.path.join(list(spec.submodule_search_locations)[0], "axe.min.js")
    with open(path, encoding="utf-8") as file:
        return file.read()


def violations(driver, script):
    """The page's violations, as `(rule id, impact, help, [first targets])`. Injects axe when the
    page does not have it yet, so one page can be checked in several conditions after one load."""
    if not driver.execute_script("return typeof window.axe === 'object'"):
        driver.execute_script(script)
    result = driver.execute_async_script(
        """const done = arguments[arguments.length - 1];
        axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})
          .then(r => done(r.violations.map(v => [v.id, v.impact, v.help, v.nodes.length,
                                                 v.nodes.slice(0, 3).map(n => n.target.join(' '))])),
                e => done([['axe-error', 'critical', String(e), 0, []]]));""", TAGS)
    return result
