(function () {
  var INTENT = ["pointerover", "pointerdown", "touchstart", "focusin"];
  var islands = document.querySelectorAll("[data-island][data-src]:not([data-loader])");
  for (var i = 0; i < islands.length; i++) watch(islands[i]);

  function watch(island) {
    var loading = null;
    island.setAttribute("data-loader", "");
    function load() {
      if (!loading) loading = import(island.getAttribute("data-src"));
      return loading;
    }
    function ready() {
      return island.hasAttribute("data-hydrated");
    }
    for (var j = 0; j < INTENT.length; j++) island.addEventListener(INTENT[j], load, { once: true, passive: true });
    // A shared link to an open screenshot needs the viewer straight away.
    if (/[?&]screenshot=/.test(window.location.search)) load();
    // A click that beats the JavaScript waits for it, then happens again.
    island.addEventListener("click", function (event) {
      var link = event.target instanceof Element ? event.target.closest("a") : null;
      if (ready() || !link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      load().then(function () {
        if (ready()) link.click();
        else
          island.addEventListener(
            "island:hydrated",
            function () {
              link.click();
            },
            { once: true },
          );
      });
    });
  }
})();
