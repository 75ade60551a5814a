// Progressive enhancements; every page reads fine without them.
(function () {
  "use strict";

  // On narrow screens the contents start collapsed so the lesson comes first.
  var details = document.querySelector(".toc-details");
  if (details && window.matchMedia("(max-width: 52rem)").matches) details.open = false;

  // Knowledge checks: choices become buttons that reveal whether they are right and why. A state is
  // told in words and an icon, not colour alone. A link inside a choice would both answer and jump
  // away, so inside the button it becomes plain text (the explanation keeps its links).
  document.querySelectorAll(".quiz").forEach(function (quiz) {
    quiz.classList.add("interactive");
    var feedback = document.createElement("p");
    feedback.className = "feedback";
    feedback.setAttribute("role", "status");
    quiz.appendChild(feedback);
    var solved = false;
    quiz.querySelectorAll(".choice").forEach(function (choice) {
      var button = document.createElement("button");
      button.type = "button";
      var body = choice.querySelector(".choice-text");
      body.querySelectorAll("a").forEach(function (a) {
        var span = document.createElement("span");
        span.className = "observed";
        while (a.firstChild) span.appendChild(a.firstChild);
        a.parentNode.replaceChild(span, a);
      });
      var state = document.createElement("span");
      state.className = "state";
      button.appendChild(state);
      button.appendChild(body);
      choice.insertBefore(button, choice.firstChild);
      button.addEventListener("click", function () {
        var right = choice.hasAttribute("data-correct");
        choice.classList.add(right ? "right" : "wrong", "revealed");
        state.textContent = right ? "✓ Right: " : "✗ Not this one: ";
        if (right) {
          solved = true;
          feedback.textContent = "✓ Correct.";
          // Every choice now says whether it is right, in words, next to its explanation.
          quiz.querySelectorAll(".choice").forEach(function (c) {
            var correct = c.hasAttribute("data-correct");
            c.classList.add("revealed", correct ? "right" : "wrong");
            c.querySelector(".state").textContent = correct ? "✓ Right: " : "✗ Not this one: ";
          });
        } else {
          feedback.textContent = solved ? "✗ That one is not right; the right answer is marked above."
                                        : "✗ Not quite — try another answer.";
        }
      });
    });
  });

  // Transcripts: a player over the observed screens, one step at a time with its action, what it
  // changed and its checks beside it. Previous/Next, ←/→ (Home/End) while focus is in the player,
  // and a sideways swipe on the screen move between steps; the step count is announced politely.
  // Without JavaScript, and on paper, every step stays visible in the grid.
  document.querySelectorAll(".checkpoint").forEach(function (figure, figureIndex) {
    var list = figure.querySelector("ol.steps");
    var steps = list ? Array.prototype.slice.call(list.children) : [];
    if (steps.length < 2) return;
    if (!list.id) list.id = (figure.id || "transcript-" + figureIndex) + "-steps";
    var controls = document.createElement("div");
    controls.className = "player-controls";
    controls.setAttribute("role", "group");
    controls.setAttribute("aria-label", "Step through the screens");
    function control(label, className) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = className;
      button.textContent = label;
      button.setAttribute("aria-controls", list.id);
      controls.appendChild(button);
      return button;
    }
    var previous = control("‹ Previous", "player-previous");
    var status = document.createElement("p");
    status.className = "player-status";
    status.setAttribute("aria-live", "polite");
    var count = document.createElement("span");
    var spoken = document.createElement("span");
    spoken.className = "visually-hidden";
    status.appendChild(count);
    status.appendChild(spoken);
    controls.appendChild(status);
    var next = control("Next ›", "player-next");
    var current = -1;
    function text(step, selector) {
      var element = step.querySelector(selector);
      return element ? element.textContent.trim() : "";
    }
    function show(index, announce) {
      index = Math.max(0, Math.min(steps.length - 1, index));
      if (index === current) return;
      current = index;
      steps.forEach(function (step, i) { step.classList.toggle("current", i === index); });
      count.textContent = "Step " + (index + 1) + " of " + steps.length;
      // The live region also reads the step's action and what it changed, so a screen reader hears it.
      var action = text(steps[index], ".step-action").replace(/^\d+\s*/, "");
      var changes = text(steps[index], ".step-changes");
      spoken.textContent = announce ? ": " + action + (changes ? ". " + changes : "") : "";
      // Buttons stay focusable at either end (aria-disabled, not disabled), so focus is never lost.
      previous.setAttribute("aria-disabled", String(index === 0));
      next.setAttribute("aria-disabled", String(index === steps.length - 1));
    }
    previous.addEventListener("click", function () { show(current - 1, true); });
    next.addEventListener("click", function () { show(current + 1, true); });
    figure.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey || !controls.contains(event.target) && !list.contains(event.target)) return;
      var to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: steps.length - 1 }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      show(to, true);
    });
    var start = null;
    list.addEventListener("touchstart", function (event) {
      start = event.touches.length === 1 ? { x: event.touches[0].clientX, y: event.touches[0].clientY } : null;
    }, { passive: true });
    list.addEventListener("touchend", function (event) {
      if (!start || !event.changedTouches.length) return;
      var dx = event.changedTouches[0].clientX - start.x, dy = event.changedTouches[0].clientY - start.y;
      start = null;
      if (Math.abs(dx) > 40 && Math.abs(dx) > 1.5 * Math.abs(dy)) show(current + (dx < 0 ? 1 : -1), true);
    });
    // Filled in before it joins the page, so loading the page announces nothing.
    show(0, false);
    list.parentNode.insertBefore(controls, list);
    figure.classList.add("playing");
  });

  // Copy buttons on code: what is copied is the code's text, exactly as shown.
  document.querySelectorAll("pre > code").forEach(function (code) {
    if (!navigator.clipboard) return;
    var pre = code.parentNode;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy the code");
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(code.textContent).then(function () {
        button.textContent = "Copied";
        setTimeout(function () { button.textContent = "Copy"; }, 1500);
      }, function () { button.textContent = "Press Ctrl+C"; });
    });
    var caption = pre.previousElementSibling;
    if (caption && caption.classList.contains("code-caption")) caption.appendChild(button);
    else { var bar = document.createElement("div"); bar.className = "code-caption copy-bar"; bar.appendChild(button); pre.parentNode.insertBefore(bar, pre); }
  });

  // Reference index: filter cards by title, summary and "also called" words (useState → @State).
  var filter = document.getElementById("card-filter");
  if (filter) {
    var items = document.querySelectorAll(".card-list li");
    var none = document.querySelector(".no-match");
    var apply = function () {
      var query = filter.value.trim().toLowerCase();
      var shown = 0;
      items.forEach(function (item) {
        var match = !query || item.getAttribute("data-search").indexOf(query) !== -1;
        item.hidden = !match;
        if (match) shown++;
      });
      if (none) none.hidden = shown !== 0;
    };
    filter.addEventListener("input", apply);
    var fromURL = new URLSearchParams(location.search).get("q");
    if (fromURL) { filter.value = fromURL; apply(); }
  }
  // Course search (search index format 2): the build writes a word-range index in small script chunks (search/meta.js,
  // search/index-N.js, search/page-N.js); a query loads only the chunks and pages it needs.
  // Scripts, not fetch(), so it works from file:// too. The tokenizer matches SearchIndex.swift.
  var searchForm = document.querySelector(".header-search");
  if (searchForm) (function () {
    var root = searchForm.getAttribute("data-root") || "";
    var input = searchForm.querySelector("input[type=search]");
    var panel = document.getElementById("search-results");
    if (!input || !panel) return;
    var status = panel.querySelector(".search-status");
    var list = panel.querySelector("ol");
    var stop = {};
    "a an and are as at be by for in is it of on or that the this to with".split(" ").forEach(function (w) { stop[w] = true; });
    var loaded = {}, waiting = {};
    function settle(name, value) {
      loaded[name] = value;
      (waiting[name] || []).forEach(function (f) { f.resolve(value); });
      delete waiting[name];
    }
    window.coursegenSearch = {
      meta: function (data) { settle("meta", data); },
      chunk: function (i, data) { settle("index-" + i, data); },
      page: function (i, data) { settle("page-" + i, data); }
    };
    function load(name) {
      if (loaded.hasOwnProperty(name)) return Promise.resolve(loaded[name]);
      return new Promise(function (resolve, reject) {
        var first = !waiting[name];
        (waiting[name] = waiting[name] || []).push({ resolve: resolve, reject: reject });
        if (!first) return;
        var script = document.createElement("script");
        script.src = root + "search/" + name + ".js";
        script.async = true;
        script.onerror = function () {
          (waiting[name] || []).forEach(function (f) { f.reject(new Error("cannot load " + name)); });
          delete waiting[name];
        };
        document.head.appendChild(script);
      });
    }
    function words(text) {
      return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(function (w) { return w && !stop[w]; });
    }
    function escapeHTML(text) {
      return text.replace(/[&<>"']/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]; });
    }
    function snippet(text, terms) {
      var lower = text.toLowerCase(), at = -1, length = 0;
      terms.forEach(function (t) {
        var re = new RegExp("(^|[^\\p{L}\\p{N}])" + t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "u");
        var m = re.exec(lower);
        if (m && (at < 0 || m.index + m[1].length < at)) { at = m.index + m[1].length; length = t.length; }
      });
      if (at < 0) return escapeHTML(text.slice(0, 150)) + (text.length > 150 ? "…" : "");
      var start = Math.max(0, at - 60), end = Math.min(text.length, at + length + 90);
      if (start > 0) { var space = text.indexOf(" ", start); if (space > 0 && space < at) start = space + 1; }
      return (start > 0 ? "…" : "") + escapeHTML(text.slice(start, at)) + "<mark>" + escapeHTML(text.slice(at, at + length))
        + "</mark>" + escapeHTML(text.slice(at + length, end)) + (end < text.length ? "…" : "");
    }
    var generation = 0;
    function search(query) {
      var terms = words(query), mine = ++generation;
      if (!terms.length) { panel.hidden = true; list.innerHTML = ""; status.textContent = ""; return; }
      load("meta").then(function (meta) {
        var needed = {};
        terms.forEach(function (t) {
          meta.chunks.forEach(function (range, i) {
            if (range[0] <= t + "\uffff" && range[1] >= t) needed[i] = true;
          });
        });
        return Promise.all(Object.keys(needed).map(function (i) { return load("index-" + i); }));
      }).then(function (chunks) {
        if (mine !== generation) return;
        // term → "doc:section" → weight; an exact word counts fully, a longer word it begins counts less.
        var perTerm = terms.map(function (t) {
          var hits = {};
          chunks.forEach(function (chunk) {
            Object.keys(chunk).forEach(function (word) {
              if (word.lastIndexOf(t, 0) !== 0) return;
              var factor = word === t ? 1 : 0.6;
              // Page, section, weight per posting; each page is its distance from the one before.
              var list = chunk[word], page = 0;
              for (var i = 0; i + 2 < list.length; i += 3) {
                page += list[i];
                var key = page + ":" + list[i + 1];
                hits[key] = Math.max(hits[key] || 0, list[i + 2] * factor);
              }
            });
          });
          return hits;
        });
        var docs = {};
        perTerm.forEach(function (hits, ti) {
          Object.keys(hits).forEach(function (key) {
            var d = key.split(":")[0], s = +key.split(":")[1];
            var doc = docs[d] = docs[d] || { terms: {}, sections: {} };
            doc.terms[ti] = Math.max(doc.terms[ti] || 0, hits[key]);
            doc.sections[s] = (doc.sections[s] || 0) + hits[key];
          });
        });
        var ranked = Object.keys(docs).filter(function (d) {
          return Object.keys(docs[d].terms).length === terms.length;
        }).map(function (d) {
          var doc = docs[d], score = 0, best = null;
          Object.keys(doc.terms).forEach(function (t) { score += doc.terms[t]; });
          Object.keys(doc.sections).forEach(function (s) { if (best === null || doc.sections[s] > doc.sections[best]) best = s; });
          return { page: +d, score: score, section: +best };
        }).sort(function (a, b) { return b.score - a.score || a.page - b.page; });
        var total = ranked.length;
        ranked = ranked.slice(0, 8);
        return Promise.all(ranked.map(function (r) { return load("page-" + r.page); })).then(function (pages) {
          if (mine !== generation) return;
          list.innerHTML = "";
          pages.forEach(function (page, i) {
            var section = page.sections[ranked[i].section] || page.sections[0];
            var li = document.createElement("li");
            var a = document.createElement("a");
            a.href = root + page.url + (section[1] ? "#" + section[1] : "");
            a.innerHTML = '<span class="result-kind">' + escapeHTML(page.kind) + '</span> <span class="result-title">'
              + escapeHTML(page.title) + "</span>" + (section[0] ? ' <span class="result-heading">› ' + escapeHTML(section[0]) + "</span>" : "")
              + '<span class="result-snippet">' + snippet(section[2], terms) + "</span>";
            li.appendChild(a);
            list.appendChild(li);
          });
          status.textContent = total === 0 ? "No results for “" + query.trim() + "”."
            : total + (total === 1 ? " result" : " results") + " for “" + query.trim() + "”" + (total > ranked.length ? ", best " + ranked.length + " shown." : ".");
          panel.hidden = false;
        });
      }).catch(function () {
        if (mine !== generation) return;
        status.textContent = "Search is unavailable: the search index did not load.";
        panel.hidden = false;
      });
    }
    input.addEventListener("input", function () { search(input.value); });
    input.addEventListener("focus", function () { if (input.value.trim()) search(input.value); });
    searchForm.addEventListener("submit", function (event) {
      event.preventDefault();
      var first = list.querySelector("a");
      if (first) location.href = first.href;
    });
    function links() { return Array.prototype.slice.call(list.querySelectorAll("a")); }
    searchForm.addEventListener("keydown", function (event) {
      var all = links(), at = all.indexOf(document.activeElement);
      if (event.key === "ArrowDown" && all.length) { event.preventDefault(); all[Math.min(at + 1, all.length - 1)].focus(); }
      else if (event.key === "ArrowUp" && at >= 0) { event.preventDefault(); (at === 0 ? input : all[at - 1]).focus(); }
      else if (event.key === "Escape") { panel.hidden = true; input.focus(); }
    });
    document.addEventListener("click", function (event) { if (!searchForm.contains(event.target)) panel.hidden = true; });
    // "/" focuses the search box, unless the reader is typing somewhere.
    document.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      var t = event.target, tag = t && t.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (t && t.isContentEditable)) return;
      event.preventDefault();
      input.focus();
      input.select();
    });
  })();
})();
