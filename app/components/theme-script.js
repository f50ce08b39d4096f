(function () {
  var root = document.documentElement;
  var query = window.matchMedia("(prefers-color-scheme: dark)");
  var saved = null;
  try {
    saved = localStorage.getItem("theme");
  } catch {
    // Storage is blocked: follow the system.
  }
  if (saved === "light" || saved === "dark") root.setAttribute("data-theme", saved);

  function isDark() {
    var chosen = root.getAttribute("data-theme");
    return chosen ? chosen === "dark" : query.matches;
  }
  function sync() {
    var buttons = document.querySelectorAll("[data-theme-toggle]");
    for (var i = 0; i < buttons.length; i++) buttons[i].setAttribute("aria-pressed", String(isDark()));
  }
  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest("[data-theme-toggle]")) return;
    var next = isDark() ? "light" : "dark";
    root.setAttribute("data-theme", next);
    try {
      localStorage.setItem("theme", next);
    } catch {
      // Storage is blocked: the choice lasts for this page only.
    }
    sync();
  });
  query.addEventListener("change", sync);
  document.addEventListener("DOMContentLoaded", sync);
})();
