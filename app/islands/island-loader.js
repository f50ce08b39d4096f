(function () {
  var INTENT = ["pointerover", "pointerdown", "touchstart", "focusin"];
  var islands = document.querySelectorAll("[data-island][data-src]:not([data-loader])");
  for (var i = 0; i < islands.length; i++) watch(islands[i]);

  function watch(island) {
    var loading = null;
    var failed = false;
    // The last link tapped before the island was live: the one to open.
    var held = null;
    var status = document.getElementById(island.getAttribute("data-status"));
    island.setAttribute("data-loader", "");

    function load() {
      // The entry's chunks, all at once rather than one round trip after another.
      prefetch();
      if (!loading)
        loading = import(island.getAttribute("data-src")).then(null, function () {
          // No viewer (a flaky network, or a deploy removed the file): the
          // thumbnails are links to the full images, so let them be links.
          failed = true;
          island.setAttribute("data-failed", "");
          var link = release();
          if (link) window.location.assign(link.href);
        });
      return loading;
    }

    function release() {
      var link = held;
      held = null;
      if (link) link.removeAttribute("aria-busy");
      if (status) status.textContent = "";
      return link;
    }

    for (var j = 0; j < INTENT.length; j++) island.addEventListener(INTENT[j], load, { once: true, passive: true });
    // A shared link to an open screenshot needs the viewer straight away.
    if (/[?&]screenshot=/.test(window.location.search)) load();

    // Fetches the module and its chunks without running them.
    var fetched = false;
    function prefetch() {
      if (fetched) return;
      fetched = true;
      var files = (island.getAttribute("data-preload") || "").split(" ");
      for (var k = 0; k < files.length; k++) {
        if (!files[k]) continue;
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = files[k];
        document.head.appendChild(link);
      }
    }

    // Ready before the first tap, at no cost to first paint or blocking time:
    // once the page is idle after load, fetch the module (network only); run
    // it when the page is idle again once the island is on screen, or, once the
    // visitor scrolls, as soon as it is within three screens of the viewport,
    // so that a tap at the end of the scroll finds the viewer live. Not before the
    // first scroll: a page left as it loaded blocks no longer than its floor.
    // Not when the visitor asked to save data.
    function idle(callback) {
      if (window.requestIdleCallback) window.requestIdleCallback(callback, { timeout: 2000 });
      else window.setTimeout(callback, 200);
    }
    function within(margin, run) {
      var observer = new IntersectionObserver(
        function (entries) {
          for (var e = 0; e < entries.length; e++) {
            if (!entries[e].isIntersecting) continue;
            observer.disconnect();
            run();
            return;
          }
        },
        { rootMargin: margin },
      );
      observer.observe(island);
    }
    function ahead() {
      var connection = navigator.connection;
      if (connection && connection.saveData) return;
      idle(prefetch);
      if (!window.IntersectionObserver) return;
      within("0px", function () {
        idle(load);
      });
      // A scroll towards the gallery: run it at once, while the scroll goes on (the compositor scrolls; the page's
      // thread is free), so that a tap as the scroll ends finds it live.
      window.addEventListener(
        "scroll",
        function () {
          within("300% 0px", load);
        },
        { once: true, passive: true },
      );
    }
    // A page prerendered ahead of a click (speculation-rules.ts) fetches nothing of its own until it is shown: the
    // visitor may never open it.
    function shown() {
      if (document.prerendering) document.addEventListener("prerenderingchange", ahead, { once: true });
      else ahead();
    }
    if (document.readyState === "complete") shown();
    else window.addEventListener("load", shown, { once: true });

    // Clicks that beat the JavaScript: the last one happens again once the
    // island is live, and the thumbnail shows (and says) that it is on its way.
    island.addEventListener(
      "island:hydrated",
      function () {
        var link = release();
        if (link) link.click();
      },
      { once: true },
    );
    island.addEventListener("click", function (event) {
      var link = event.target instanceof Element ? event.target.closest("a") : null;
      // Answered already (the screenshot viewer's own opener, which opens it before the island is live).
      if (island.hasAttribute("data-hydrated") || failed || !link || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (held && held !== link) held.removeAttribute("aria-busy");
      held = link;
      link.setAttribute("aria-busy", "true");
      if (status) status.textContent = status.getAttribute("data-busy-text");
      load();
    });
  }
})();
