// Progressive enhancements; every page reads fine without them.
(function () {
  "use strict";

  // On narrow screens the contents start collapsed so the lesson comes first.
  var details = document.querySelector(".toc-details");
  if (details && window.matchMedia("(max-width: 52rem)").matches) details.open = false;

  // Knowledge checks: choices become buttons that reveal whether they are right and why.
  document.querySelectorAll(".quiz").forEach(function (quiz) {
    quiz.classList.add("interactive");
    var feedback = document.createElement("p");
    feedback.className = "feedback";
    feedback.setAttribute("role", "status");
    quiz.appendChild(feedback);
    quiz.querySelectorAll(".choice").forEach(function (choice) {
      var button = document.createElement("button");
      button.type = "button";
      var body = choice.querySelector(".choice-text");
      button.appendChild(body);
      choice.insertBefore(button, choice.firstChild);
      button.addEventListener("click", function () {
        var right = choice.hasAttribute("data-correct");
        choice.classList.add(right ? "right" : "wrong", "revealed");
        feedback.textContent = right ? "Correct." : "Not quite — try another answer.";
        if (right) quiz.querySelectorAll(".choice").forEach(function (c) { c.classList.add("revealed"); });
      });
    });
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
})();
