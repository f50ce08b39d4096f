// Wakes every island on the page (island.tsx); inline, and hashed by the CSP.
// Once the page is idle after load it fetches an island's module and chunks;
// it runs them on the first pointer, touch or focus on the island, when the
// island comes within a screen of the viewport, or at once when the URL's
// query has the island's `data-urgent` parameter. A tap before the island is
// live waits, shown and announced, and happens again once it is; if the
// module fails, the tap and every later one go where their links go.
(function () {
  document.querySelectorAll("[data-island]:not([data-loader])").forEach(function (island) {
    var loading = null;
    var fetched = false;
    var settled = false;
    var held = null;
    var status = island.querySelector(":scope > [role=status]");
    island.setAttribute("data-loader", "");

    function load() {
      prefetch();
      loading =
        loading ||
        import(island.getAttribute("data-src"))
          .then(function (module) {
            return module.default(island);
          })
          .then(
            function () {
              done(true);
            },
            function () {
              done(false);
            },
          );
    }

    function done(live) {
      settled = true;
      island.setAttribute(live ? "data-hydrated" : "data-failed", "");
      var link = held;
      held = null;
      if (status) status.textContent = "";
      if (!link) return;
      link.removeAttribute("aria-busy");
      if (live) link.click();
      else window.location.assign(link.href);
    }

    // Fetches the module and its chunks without running them.
    function prefetch() {
      if (fetched) return;
      fetched = true;
      (island.getAttribute("data-preload") || "").split(" ").forEach(function (href) {
        if (!href) return;
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.appendChild(link);
      });
    }

    function idle(callback) {
      if (window.requestIdleCallback) window.requestIdleCallback(callback, { timeout: 1000 });
      else window.setTimeout(callback, 100);
    }

    // After load, so that nothing competes with the page itself; not when the visitor asked to save data.
    function ahead() {
      if (navigator.connection && navigator.connection.saveData) return;
      idle(prefetch);
      if (!window.IntersectionObserver) return;
      var observer = new IntersectionObserver(
        function (entries) {
          if (!entries[0].isIntersecting) return;
          observer.disconnect();
          idle(load);
        },
        { rootMargin: "100% 0px" },
      );
      observer.observe(island);
    }

    ["pointerover", "pointerdown", "touchstart", "focusin"].forEach(function (intent) {
      island.addEventListener(intent, load, { once: true, passive: true });
    });
    var urgent = island.getAttribute("data-urgent");
    if (urgent && new URLSearchParams(window.location.search).has(urgent)) load();
    else if (document.readyState === "complete") ahead();
    else window.addEventListener("load", ahead, { once: true });

    island.addEventListener("click", function (event) {
      var link = event.target instanceof Element ? event.target.closest("a") : null;
      if (settled || !link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      if (held) held.removeAttribute("aria-busy");
      held = link;
      link.setAttribute("aria-busy", "true");
      if (status) status.textContent = status.getAttribute("data-busy-text");
      load();
    });
  });
})();
