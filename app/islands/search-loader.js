(function () {
  // The search page's inline script: shows the box (without JavaScript the page is its list of every page), and
  // fetches the search's script only once the visitor focuses or types in it, or at once for a linked query.
  var search = document.getElementById("search");
  var box = document.getElementById("search-box");
  var status = document.getElementById("search-status");
  search.hidden = false;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(search.getAttribute("data-src")).then(null, function () {
      status.textContent = status.getAttribute("data-unavailable");
    });
  }
  box.addEventListener("focus", start);
  box.addEventListener("input", start);
  box.addEventListener("pointerdown", start);
  if (/[?&]q=[^&]/.test(window.location.search)) start();
})();
