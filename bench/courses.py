"""Synthetic inputs for bench/run: a course for coursegen, the same markdown as a Hugo site, and a
Rust crate whose doctests mirror the runnable examples.

Everything is deterministic: the same arguments always write the same bytes, so two machines
benchmark the same input.
"""

import os
import random
import shutil
import textwrap

# ---------------------------------------------------------------------------------------------
# Words

TOPICS = [
    ("reading list", "reading lists"), ("ticket counter", "ticket counters"), ("tip splitter", "tip splitters"),
    ("habit tracker", "habit trackers"), ("recipe card", "recipe cards"), ("packing list", "packing lists"),
    ("workout log", "workout logs"), ("plant journal", "plant journals"), ("expense sheet", "expense sheets"),
    ("study timer", "study timers"), ("guest list", "guest lists"), ("library shelf", "library shelves"),
    ("weather panel", "weather panels"), ("quiz screen", "quiz screens"), ("order form", "order forms"),
    ("profile editor", "profile editors"), ("playlist", "playlists"), ("garden planner", "garden planners"),
]
CONCEPTS = [
    "state", "bindings", "derived values", "view identity", "environment values", "observable models",
    "lists and ForEach", "forms", "sheets", "navigation", "stacks and spacing", "text formatting",
    "buttons and roles", "toggles", "pickers", "steppers", "sliders", "text fields", "previews",
    "accessibility labels", "layout priorities", "modifiers", "animations", "lifecycle events",
]
VERBS = ["Build", "Design", "Refine", "Verify", "Structure", "Extend", "Test", "Compose", "Organise", "Polish"]
TYPE_WORDS = ["Ticket", "Basket", "Recipe", "Habit", "Garden", "Library", "Budget", "Journal", "Trip", "Score",
              "Reader", "Planner", "Order", "Guest", "Profile", "Timer", "Shelf", "Note", "Album", "Route"]
ITEM_NOUNS = [("Apple", "Apples"), ("Ticket", "Tickets"), ("Chair", "Chairs"), ("Book", "Books"),
              ("Lamp", "Lamps"), ("Plate", "Plates"), ("Seed", "Seeds"), ("Card", "Cards"),
              ("Stamp", "Stamps"), ("Shell", "Shells"), ("Candle", "Candles"), ("Kite", "Kites")]
TOGGLE_LABELS = ["Urgent", "Dark mode", "Reminders", "Offline copy", "Show totals", "Shuffle", "Large text",
                 "Autosave", "Weekly digest", "Sound effects", "Private list", "Metric units"]
FIELD_LABELS = ["Name", "Nickname", "City", "Team", "Guest", "Author", "Pet name", "Project"]
PEOPLE = ["Ada", "Grace", "Linus", "Margaret", "Alan", "Barbara", "Edsger", "Frances", "Donald", "Radia",
          "Ken", "Dennis", "Katherine", "Hedy", "Niklaus", "Annie"]

SENTENCES = [
    "A {topic} keeps one source of truth and lets every label follow from it.",
    "When the person changes a value, SwiftUI calls `body` again and compares the new description with the old one.",
    "Keep the stored value small: the screen can derive totals, titles and enabled states from it.",
    "The {concept} in this lesson only change in-memory presentation, so relaunching the app restores the first screen.",
    "Name each control by the action it performs, not by its icon, so that VoiceOver reads a useful sentence.",
    "A `@State` property belongs to the view that declares it; children receive a `Binding` when they need to write.",
    "Try the example with the smallest and the largest allowed input before you trust the middle of the range.",
    "Derived text such as a total or a count should be computed, never stored beside the value it comes from.",
    "The preview is an editor convenience; the checks on this page come from running the code.",
    "If two views disagree about a value, look for a second copy of it that someone forgot to update.",
    "Modifiers return new views, so their order matters: padding before a background is not the same as after it.",
    "A {topic} often starts as a single screen and grows into a navigation stack once it has detail pages.",
    "Prefer a real `Button` to a tap gesture on text: it brings keyboard, pointer and accessibility behaviour with it.",
    "Formatting belongs at the edge: keep numbers as numbers in the model and format them in the view.",
    "The same {concept} appear again in later lessons, so it is worth reading the small example twice.",
    "When a control is disabled, say why nearby, or the person will keep pressing it.",
    "Write the expected screen down before you run the example; a surprise is a lesson, not a failure.",
    "Small views with clear inputs are easier to preview, to test and to reuse than one large `body`.",
    "The environment carries values such as the locale and the color scheme down the hierarchy without parameters.",
    "A list identifies its rows by a stable identifier; an index is not one if rows can move.",
    "Every interaction in this lesson can be repeated, which makes it a good candidate for a checkpoint.",
    "Resist adding a second flag for a state the first flag already implies.",
    "Read the error message from the top: the first diagnostic is usually the cause and the rest are echoes.",
    "In a {topic}, the empty state deserves as much design as the full one.",
]
BULLETS = [
    "why `@State` belongs to the view that owns the value",
    "how a `Binding` lets a child edit a parent's value",
    "how to derive labels instead of storing them",
    "when to split a large `body` into smaller views",
    "how to name controls for accessibility",
    "how modifiers wrap a view in a new one",
    "how to keep formatting at the edge of the model",
    "how to check both directions of an interaction",
]
SECTION_TITLES = [
    "The idea in one screen", "Where the value lives", "Deriving what the screen shows", "Naming the controls",
    "Growing the example", "Edge cases worth trying", "How SwiftUI updates the screen", "Reading the code aloud",
    "A second look at the layout", "Putting it together",
]


def _sentence(rng, topic, concept):
    return rng.choice(SENTENCES).format(topic=topic, concept=concept)


def _paragraph(rng, topic, concept, count):
    return " ".join(_sentence(rng, topic, concept) for _ in range(count))


def lesson_id(i):
    return f"lesson-{i:04d}"


def _title(rng, i):
    topic = TOPICS[i % len(TOPICS)][0]
    concept = CONCEPTS[(i * 7) % len(CONCEPTS)]
    return f"{rng.choice(VERBS)} a {topic.title()} with {concept[0].upper() + concept[1:]} ({i})"


def _display_swift(rng, i, variant):
    """A display-only listing: realistic SwiftUI, never compiled."""
    name = f"{rng.choice(TYPE_WORDS)}{rng.choice(TYPE_WORDS)}View{i}_{variant}"
    item, items = rng.choice(ITEM_NOUNS)
    n = rng.randint(2, 9)
    kind = rng.randrange(3)
    if kind == 0:
        return textwrap.dedent(f"""\
            struct {name}: View {{
                @State private var count = {n}
                private let limit = {n * 3}

                var body: some View {{
                    VStack(alignment: .leading, spacing: 12) {{
                        Text("{items}: \\(count)")
                            .font(.title2)
                        // The button names the action it performs.
                        Button("Add one {item.lower()}") {{ count += 1 }}
                            .disabled(count >= limit)
                        Text(count >= limit ? "That is the maximum." : "Up to \\(limit) {items.lower()}.")
                            .font(.caption)
                    }}
                    .padding()
                }}
            }}""")
    if kind == 1:
        return textwrap.dedent(f"""\
            @Observable final class {name}Model {{
                var entries: [String] = ["{rng.choice(PEOPLE)}", "{rng.choice(PEOPLE)}"]
                var isEditing = false
                var summary: String {{ "\\(entries.count) entries" }}
            }}

            struct {name}: View {{
                @Bindable var model: {name}Model
                var body: some View {{
                    List {{
                        ForEach(model.entries, id: \\.self) {{ entry in
                            Label(entry, systemImage: "person")
                        }}
                    }}
                    .toolbar {{ Toggle("Edit", isOn: $model.isEditing) }}
                }}
            }}""")
    return textwrap.dedent(f"""\
        struct {name}: View {{
            @Binding var value: Double
            let range: ClosedRange<Double> = 0...{n * 10}

            var body: some View {{
                LabeledContent("Amount") {{
                    Slider(value: $value, in: range, step: {n})
                }}
                Text(value, format: .number.precision(.fractionLength(1)))
                    .monospacedDigit()
            }}
        }}""")


def _links(rng, i, n, count):
    """Links to other lessons, some to a heading every lesson has."""
    out = []
    for _ in range(count):
        j = rng.randrange(n)
        if j == i:
            j = (i + 1) % n
        kind = rng.randrange(3)
        if kind == 0:
            out.append(f"[the lesson on {CONCEPTS[(j * 7) % len(CONCEPTS)]}]({lesson_id(j)}.md)")
        elif kind == 1:
            out.append(f"[its common pitfalls]({lesson_id(j)}.md#common-pitfalls)")
        else:
            out.append(f"[what lesson {j} covers]({lesson_id(j)}.md#what-you-will-learn)")
    return out


def _prose_lesson_body(rng, i, n, sections=6, listings=3, quiz=True):
    topic = TOPICS[i % len(TOPICS)][0]
    concept = CONCEPTS[(i * 7) % len(CONCEPTS)]
    parts = []
    parts.append(_paragraph(rng, topic, concept, 4))
    parts.append("## What you will learn")
    parts.append("\n".join(f"- {b}" for b in rng.sample(BULLETS, 4)))
    titles = rng.sample(SECTION_TITLES, sections)
    listing_at = set(rng.sample(range(sections), min(listings, sections)))
    for s, heading in enumerate(titles):
        parts.append(f"## {heading}")
        links = _links(rng, i, n, 2)
        parts.append(_paragraph(rng, topic, concept, 4) + f" Compare it with {links[0]}.")
        if s in listing_at:
            parts.append("```swift\n" + _display_swift(rng, i, s) + "\n```")
        parts.append(_paragraph(rng, topic, concept, 3) + f" *Tip:* {links[1]} shows a variation, and "
                     f"**the same rule** holds there.")
    parts.append("## Common pitfalls")
    parts.append("\n".join(f"1. {_sentence(rng, topic, concept)}" for _ in range(3)))
    if quiz:
        parts.append("## Knowledge check")
        parts.append("**Q:** Which value should the screen store, and which should it derive?\n\n"
                     "- [x] Store the count; derive the total — the total follows from the count every time.\n"
                     "- [ ] Store both — then every change must update two values by hand.\n"
                     "- [ ] Store the total; derive the count — the count is what the person changes.")
    parts.append("## Next")
    parts.append(f"Continue with [{lesson_id((i + 1) % n)}]({lesson_id((i + 1) % n)}.md), which builds on this one.")
    return parts


def _front_matter(i, title, summary):
    return f"---\nid: {lesson_id(i)}\ntitle: \"{title}\"\nsummary: \"{summary}\"\n---\n"


def _manifest(n, title, per_part=20):
    lines = [f"title: {title}",
             "description: A synthetic course generated by bench/run to measure build speed.",
             "locale: en_US", "parts:"]
    for start in range(0, n, per_part):
        ids = ", ".join(lesson_id(i) for i in range(start, min(n, start + per_part)))
        lines.append(f"  - title: \"Part {start // per_part + 1}\"")
        lines.append(f"    lessons: [{ids}]")
    lines.append("reference: []")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# Display-only course (coursegen) and the same markdown as a Hugo site

def write_prose_course(content_dir, n, seed=1):
    """N lessons of prose, headings, lists, links and display-only ```swift blocks. Returns the
    lesson markdown as {filename: text} so the Hugo site can use the very same bytes."""
    rng = random.Random(seed)
    shutil.rmtree(content_dir, ignore_errors=True)
    os.makedirs(os.path.join(content_dir, "lessons"))
    files = {}
    for i in range(n):
        title = _title(rng, i)
        summary = _sentence(rng, TOPICS[i % len(TOPICS)][0], CONCEPTS[(i * 7) % len(CONCEPTS)]).replace('"', "'")
        body = [f"# {title}"] + _prose_lesson_body(rng, i, n, quiz=(i % 3 == 0))
        text = _front_matter(i, title, summary) + "\n" + "\n\n".join(body) + "\n"
        files[f"{lesson_id(i)}.md"] = text
        with open(os.path.join(content_dir, "lessons", f"{lesson_id(i)}.md"), "w") as f:
            f.write(text)
    with open(os.path.join(content_dir, "course.yml"), "w") as f:
        f.write(_manifest(n, f"Synthetic course of {n} lessons"))
    return files


HUGO_CONFIG = """\
baseURL = "http://localhost/"
title = "Synthetic course"
languageCode = "en-us"
# Things coursegen does not do: no feeds, sitemaps, taxonomies, robots.txt, 404 page.
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
enableGitInfo = false
enableEmoji = false

[markup.goldmark.extensions]
  # coursegen parses CommonMark with libcmark and no extensions; Hugo's GFM extras are switched off.
  definitionList = false
  footnote = false
  linkify = false
  strikethrough = false
  table = false
  taskList = false
  typographer = false

[markup.highlight]
{highlight}
"""

HIGHLIGHT = {
    # Hugo's defaults: Chroma highlights fenced code, inline styles.
    "default": "  codeFences = true\n  noClasses = true\n",
    # Fenced code is left as <pre><code>: no highlighting at all.
    "off": "  codeFences = false\n",
    # CSS classes, as coursegen writes them.
    "classes": "  codeFences = true\n  noClasses = false\n",
}

HUGO_SINGLE_TRIVIAL = """\
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} · {{ .Site.Title }}</title>
{{ with .Params.summary }}<meta name="description" content="{{ . }}">{{ end }}</head>
<body><main><article><h1>{{ .Title }}</h1>
{{ .Content }}
</article></main></body></html>
"""

HUGO_LIST = """\
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} · {{ .Site.Title }}</title></head>
<body><main><h1>{{ .Site.Title }}</h1><ol>
{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ with .Params.summary }}<p>{{ . }}</p>{{ end }}</li>
{{ end }}</ol></main></body></html>
"""

# The same page shape as coursegen's templates: a table of contents of every lesson on every page
# (the current one marked), a previous/next pager, and .md links resolved to pages (a broken one
# fails the build, as in coursegen).
HUGO_SINGLE_FULL = """\
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }} · {{ .Site.Title }}</title>
{{ with .Params.summary }}<meta name="description" content="{{ . }}">{{ end }}
<link rel="stylesheet" href="{{ "assets/site.css" | relURL }}"></head>
<body><header class="site-header"><a href="{{ "" | relURL }}">{{ .Site.Title }}</a></header>
<div class="layout"><nav class="toc"><ol class="toc-items">
{{ $current := . }}{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}"{{ if eq . $current }} aria-current="page"{{ end }}>{{ .Title }}</a></li>
{{ end }}</ol></nav>
<main id="main"><article class="lesson"><h1>{{ .Title }}</h1>
{{ .Content }}
<nav class="pager">{{ with .NextInSection }}<a class="pager-prev" href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
{{ with .PrevInSection }}<a class="pager-next" href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav>
</article></main></div></body></html>
"""

HUGO_RENDER_LINK = """\
{{- $dest := .Destination -}}
{{- $u := urls.Parse .Destination -}}
{{- if and (not $u.Scheme) (strings.HasSuffix $u.Path ".md") -}}
  {{- with $.Page.GetPage (path.Join $.Page.File.Dir $u.Path) -}}
    {{- $dest = .RelPermalink -}}{{- with $u.Fragment }}{{ $dest = printf "%s#%s" $dest . }}{{ end -}}
  {{- else -}}
    {{- errorf "broken link %q in %s" $.Destination $.Page.File.Path -}}
  {{- end -}}
{{- end -}}
<a href="{{ $dest | safeURL }}"{{ with .Title }} title="{{ . }}"{{ end }}>{{ .Text | safeHTML }}</a>
{{- /* trim */ -}}
"""


def write_hugo_site(site_dir, files, variant):
    """variant: 'default' (trivial layout, Hugo's highlighting), 'nohl' (trivial layout, no
    highlighting), 'full' (coursegen's page shape: TOC on every page, pager, link resolution,
    class-based highlighting)."""
    shutil.rmtree(site_dir, ignore_errors=True)
    os.makedirs(os.path.join(site_dir, "content", "lessons"))
    os.makedirs(os.path.join(site_dir, "layouts", "_default", "_markup"))
    highlight = {"default": "default", "nohl": "off", "full": "classes"}[variant]
    with open(os.path.join(site_dir, "hugo.toml"), "w") as f:
        f.write(HUGO_CONFIG.format(highlight=HIGHLIGHT[highlight]))
    with open(os.path.join(site_dir, "content", "_index.md"), "w") as f:
        f.write("---\ntitle: Synthetic course\n---\n")
    with open(os.path.join(site_dir, "content", "lessons", "_index.md"), "w") as f:
        f.write("---\ntitle: Lessons\n---\n")
    for name, text in files.items():
        with open(os.path.join(site_dir, "content", "lessons", name), "w") as f:
            f.write(text)
    layouts = os.path.join(site_dir, "layouts", "_default")
    with open(os.path.join(layouts, "single.html"), "w") as f:
        f.write(HUGO_SINGLE_FULL if variant == "full" else HUGO_SINGLE_TRIVIAL)
    with open(os.path.join(layouts, "list.html"), "w") as f:
        f.write(HUGO_LIST)
    if variant == "full":
        with open(os.path.join(layouts, "_markup", "render-link.html"), "w") as f:
            f.write(HUGO_RENDER_LINK)


# ---------------------------------------------------------------------------------------------
# Runnable examples with checkpoints, and the equivalent doctests

class Example:
    """One runnable example: its markdown block, its checkpoint, and a sentence of prose quoting an
    observed value. `price` is the number the incremental benchmark edits (template 'counter')."""

    def __init__(self, i, rng):
        self.i = i
        self.kind = ["counter", "toggle", "field", "stepper"][i % 4]
        self.name = f"ex-{i:04d}"
        self.obs = f"obs-{i:04d}"
        self.type_name = f"{rng.choice(TYPE_WORDS)}{TYPE_WORDS[i % len(TYPE_WORDS)]}View{i}"
        if self.kind == "counter":
            self.item, self.items = ITEM_NOUNS[i % len(ITEM_NOUNS)]
            self.price = rng.randint(2, 40)
            self.limit = rng.randint(3, 9)
        elif self.kind == "toggle":
            self.label = TOGGLE_LABELS[i % len(TOGGLE_LABELS)]
            self.var = "flag"
        elif self.kind == "field":
            self.field = FIELD_LABELS[i % len(FIELD_LABELS)]
            self.person = PEOPLE[(i // 4) % len(PEOPLE)]
        else:
            self.start = rng.randint(1, 5)
            self.maximum = self.start + rng.randint(4, 12)
            self.extra = rng.randint(0, 3)
            self.presses = 2

    def code(self):
        if self.kind == "counter":
            return textwrap.dedent(f"""\
                import SwiftUI

                struct {self.type_name}: View {{
                    @State private var quantity = 0
                    private let price = {self.price}
                    var body: some View {{
                        VStack(spacing: 16) {{
                            Text("{self.items}: \\(quantity)")
                            Text("Total: \\(quantity * price)")
                            HStack {{
                                Button("Remove one") {{ quantity -= 1 }}.disabled(quantity == 0)
                                Button("Add one") {{ quantity += 1 }}.disabled(quantity == {self.limit}).accessibilityIdentifier("add{self.i}")
                            }}
                        }}
                    }}
                }}

                #Preview {{ {self.type_name}() }}""")
        if self.kind == "toggle":
            return textwrap.dedent(f"""\
                @State private var flag = false

                VStack(alignment: .leading) {{
                    Toggle("{self.label}", isOn: $flag)
                    Text(flag ? "{self.label} is on" : "{self.label} is off")
                }}""")
        if self.kind == "field":
            return textwrap.dedent(f"""\
                struct {self.type_name}: View {{
                    @State private var text = ""
                    var body: some View {{
                        VStack {{
                            TextField("{self.field}", text: $text)
                            Text(text.isEmpty ? "Waiting for a {self.field.lower()}" : "Hello, \\(text)! \\(text.count) letters.")
                        }}
                    }}
                }}""")
        return textwrap.dedent(f"""\
            @State private var guests = {self.start}

            VStack {{
                Stepper("Party of \\(guests)", value: $guests, in: 1...{self.maximum})
                Text("Chairs needed: \\(guests + {self.extra})")
            }}""")

    def checkpoint(self):
        if self.kind == "counter":
            return textwrap.dedent(f"""\
                see "{self.items}: 0"
                see "Remove one" disabled
                tap "Add one" 2 times
                see "{self.items}: 2" as {self.obs}
                see "Total: {2 * self.price}"
                tap "Add one" {self.limit - 2} times
                see #add{self.i} disabled""")
        if self.kind == "toggle":
            return textwrap.dedent(f"""\
                see "{self.label} is off"
                toggle "{self.label}"
                see "{self.label}" value "on"
                see "{self.label} is on" as {self.obs}""")
        if self.kind == "field":
            return textwrap.dedent(f"""\
                see "Waiting for a {self.field.lower()}"
                type "{self.person}" into "{self.field}"
                see "Hello, {self.person}! {len(self.person)} letters." as {self.obs}""")
        return textwrap.dedent(f"""\
            see "Party of {self.start}"
            increment "Party of *" {self.presses} times
            see "Party of {self.start + self.presses}" as {self.obs}
            see "Chairs needed: {self.start + self.presses + self.extra}\"""")

    def prose(self):
        if self.kind == "counter":
            return f"After two presses the screen reads [2](observed:{self.obs}) {self.items.lower()}."
        if self.kind == "toggle":
            return f"Flipping the toggle shows [{self.label} is on](observed:{self.obs})."
        if self.kind == "field":
            return f"Typing {self.person} greets them: [{self.person}](observed:{self.obs})."
        return f"Two presses make it a party of [{self.start + self.presses}](observed:{self.obs})."

    def markdown(self):
        return (f"```swift example={self.name}\n{self.code()}\n```\n\n"
                f"```checkpoint\n{self.checkpoint()}\n```\n\n{self.prose()}")

    def doctest(self):
        """The same behaviour as a Rust doctest: a small struct and assertions."""
        t = self.type_name
        if self.kind == "counter":
            body = f"""\
struct {t} {{ quantity: u32, price: u32, limit: u32 }}
impl {t} {{
    fn add(&mut self) {{ if self.quantity < self.limit {{ self.quantity += 1; }} }}
    fn total(&self) -> u32 {{ self.quantity * self.price }}
    fn label(&self) -> String {{ format!("{self.items}: {{}}", self.quantity) }}
}}
let mut screen = {t} {{ quantity: 0, price: {self.price}, limit: {self.limit} }};
assert_eq!(screen.label(), "{self.items}: 0");
screen.add();
screen.add();
assert_eq!(screen.label(), "{self.items}: 2");
assert_eq!(screen.total(), {2 * self.price});
for _ in 0..{self.limit - 2} {{ screen.add(); }}
assert_eq!(screen.quantity, {self.limit});"""
        elif self.kind == "toggle":
            body = f"""\
struct {t} {{ flag: bool }}
impl {t} {{
    fn toggle(&mut self) {{ self.flag = !self.flag; }}
    fn text(&self) -> &'static str {{ if self.flag {{ "{self.label} is on" }} else {{ "{self.label} is off" }} }}
}}
let mut screen = {t} {{ flag: false }};
assert_eq!(screen.text(), "{self.label} is off");
screen.toggle();
assert!(screen.flag);
assert_eq!(screen.text(), "{self.label} is on");"""
        elif self.kind == "field":
            body = f"""\
struct {t} {{ text: String }}
impl {t} {{
    fn greeting(&self) -> String {{
        if self.text.is_empty() {{ "Waiting for a {self.field.lower()}".to_string() }}
        else {{ format!("Hello, {{}}! {{}} letters.", self.text, self.text.chars().count()) }}
    }}
}}
let mut screen = {t} {{ text: String::new() }};
assert_eq!(screen.greeting(), "Waiting for a {self.field.lower()}");
screen.text = "{self.person}".to_string();
assert_eq!(screen.greeting(), "Hello, {self.person}! {len(self.person)} letters.");"""
        else:
            body = f"""\
struct {t} {{ guests: u32 }}
impl {t} {{
    fn increment(&mut self) {{ if self.guests < {self.maximum} {{ self.guests += 1; }} }}
    fn label(&self) -> String {{ format!("Party of {{}}", self.guests) }}
    fn chairs(&self) -> u32 {{ self.guests + {self.extra} }}
}}
let mut screen = {t} {{ guests: {self.start} }};
assert_eq!(screen.label(), "Party of {self.start}");
for _ in 0..{self.presses} {{ screen.increment(); }}
assert_eq!(screen.label(), "Party of {self.start + self.presses}");
assert_eq!(screen.chairs(), {self.start + self.presses + self.extra});"""
        return body


def examples(n, seed=2):
    rng = random.Random(seed)
    return [Example(i, rng) for i in range(n)]


def write_example_course(content_dir, n, seed=2):
    """N lessons, each with shorter prose, one display-only listing and one runnable example with
    its checkpoint and an observed value quoted in prose. Returns the examples."""
    rng = random.Random(seed + 1000)
    exs = examples(n, seed)
    shutil.rmtree(content_dir, ignore_errors=True)
    os.makedirs(os.path.join(content_dir, "lessons"))
    for ex in exs:
        i = ex.i
        title = _title(rng, i)
        summary = _sentence(rng, TOPICS[i % len(TOPICS)][0], CONCEPTS[(i * 7) % len(CONCEPTS)]).replace('"', "'")
        body = [f"# {title}"] + _prose_lesson_body(rng, i, n, sections=3, listings=1, quiz=False)
        # The runnable example goes right before "## Common pitfalls".
        at = body.index("## Common pitfalls")
        body[at:at] = ["## Try it", ex.markdown()]
        text = _front_matter(i, title, summary) + "\n" + "\n\n".join(body) + "\n"
        with open(os.path.join(content_dir, "lessons", f"{lesson_id(i)}.md"), "w") as f:
            f.write(text)
    with open(os.path.join(content_dir, "course.yml"), "w") as f:
        f.write(_manifest(n, f"Synthetic course of {n} runnable examples"))
    return exs


def write_doctest_crate(crate_dir, exs):
    """A crate with no dependencies whose lib.rs has one doctest per example (edition 2024, so
    rustdoc merges them into one binary)."""
    shutil.rmtree(os.path.join(crate_dir, "src"), ignore_errors=True)
    os.makedirs(os.path.join(crate_dir, "src"), exist_ok=True)
    with open(os.path.join(crate_dir, "Cargo.toml"), "w") as f:
        f.write(f'[package]\nname = "doctest_bench_{len(exs)}"\nversion = "0.1.0"\nedition = "2024"\n\n'
                "[dependencies]\n")
    out = ["//! Doctests mirroring coursegen's benchmark examples.", ""]
    for ex in exs:
        out.append(f"/// Example {ex.name} ({ex.kind}).")
        out.append("///")
        out.append("/// ```")
        out += ["/// " + line if line else "///" for line in ex.doctest().split("\n")]
        out.append("/// ```")
        out.append(f"pub fn example_{ex.i:04d}() {{}}")
        out.append("")
    with open(os.path.join(crate_dir, "src", "lib.rs"), "w") as f:
        f.write("\n".join(out))


def edit_example_number(content_dir, ex, new_price):
    """The incremental code edit: one number in a counter example, and the checkpoint line that
    expects the total it produces. Returns the number of lines changed."""
    assert ex.kind == "counter"
    path = os.path.join(content_dir, "lessons", f"{lesson_id(ex.i)}.md")
    with open(path) as f:
        text = f.read()
    old_code = f"    private let price = {ex.price}\n"
    old_check = f'see "Total: {2 * ex.price}"\n'
    assert text.count(old_code) == 1 and text.count(old_check) == 1, path
    text = text.replace(old_code, f"    private let price = {new_price}\n")
    text = text.replace(old_check, f'see "Total: {2 * new_price}"\n')
    ex.price = new_price
    with open(path, "w") as f:
        f.write(text)


def edit_prose_line(content_dir, i, token):
    """The incremental prose edit: one sentence appended to the first paragraph of lesson i."""
    path = os.path.join(content_dir, "lessons", f"{lesson_id(i)}.md")
    with open(path) as f:
        lines = f.read().split("\n")
    # The first paragraph is the line after the '# Title' line and a blank line.
    at = next(k for k, line in enumerate(lines) if line.startswith("# ")) + 2
    lines[at] = lines[at].split(" [edit ")[0] + f" [edit {token}] This sentence was changed for the benchmark."
    with open(path, "w") as f:
        f.write("\n".join(lines))
