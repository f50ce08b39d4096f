// The screenshot viewer before its island is live: a tap (or Enter) on a thumbnail opens the native modal <dialog>
// at once, from the page's own markup (the viewer's shell in the <template> this script follows) and the island's
// props (each screenshot's picture and words), with no module to wait for. The address gets ?screenshot=n as the
// island's own viewer gives it, in one history entry, so Back closes it; a shared link to an open screenshot opens
// at once too. When the island is live it reads the same address, opens its viewer and, in the same task, says so
// (the event below), and this one closes: no frame without a viewer, no second history entry. Until then Escape,
// the close control, a click on the backdrop and Back close it, and focus returns to the thumbnail. The names it
// shares with the island are spelled out here: app/components/screenshot-viewer.tsx (VIEWER_HANDOVER_EVENT) and
// app/components/screenshot-url.ts (the history entry's state). Contract: screenshot-viewer-opener.test.tsx.
(function () {
  var templates = document.querySelectorAll("template[data-props][data-param]:not([data-opener])");
  for (var t = 0; t < templates.length; t++) wire(templates[t]);

  function wire(template) {
    template.setAttribute("data-opener", "");
    var island = document.querySelector('[data-island][data-props="' + template.getAttribute("data-props") + '"]');
    var shell = template.content.firstElementChild;
    if (!island || !shell || !window.HTMLDialogElement) return;
    var param = template.getAttribute("data-param");
    var dialog = null;
    var data = null;
    var opener = null;
    // Why the dialog closed, when the visitor did not close it: the address went back, or the island took over.
    var quiet = false;

    function props() {
      if (!data) data = JSON.parse(document.getElementById(island.getAttribute("data-props")).textContent);
      return data;
    }
    function live() {
      return island.hasAttribute("data-hydrated") || island.hasAttribute("data-failed");
    }
    function selected() {
      var value = new URLSearchParams(window.location.search).get(param);
      if (!value || !/^[1-9]\d*$/.test(value)) return null;
      var index = Number(value) - 1;
      return index < props().images.length ? index : null;
    }
    function part(name) {
      return dialog.querySelector("[data-part=" + name + "]");
    }

    function create() {
      dialog = shell.cloneNode(true);
      template.parentNode.insertBefore(dialog, template.nextSibling);
      part("close").addEventListener("click", function () {
        dialog.close();
      });
      dialog.addEventListener("click", function (event) {
        // A click on the dialog itself, not its contents, is a click on the backdrop.
        if (event.target === dialog) dialog.close();
      });
      dialog.addEventListener("close", function () {
        if (quiet) {
          quiet = false;
          return;
        }
        // Closed by the visitor: the address follows, as the island's viewer does it (closeScreenshot).
        var state = window.history.state;
        if (state && state.openedFromPage) window.history.back();
        else {
          var url = new URL(window.location.href);
          url.searchParams.delete(param);
          window.history.replaceState(null, "", url);
        }
        if (opener) opener.focus();
      });
    }

    // The screenshot's picture as the island's viewer makes it: its sources first, then the <img>'s own, so that no
    // engine starts on the fallback before it sees the sources (ScreenshotPicture's sourcesOnceInserted).
    // One picture per screenshot shown, kept and only hidden after, as the island's viewer keeps its own: a
    // <picture> dropped and collected makes Firefox fetch its JPEG fallback beside the format it showed.
    var pictures = {};
    function picture(index, image) {
      for (var shown in pictures) pictures[shown].hidden = Number(shown) !== index;
      if (pictures[index]) return;
      var sources = image.picture.sources;
      var figure = part("figure");
      var sizes = figure.getAttribute("data-sizes");
      var element = document.createElement("picture");
      pictures[index] = element;
      element.className = figure.getAttribute("data-picture-class");
      for (var format in sources) {
        if (format === "jpeg" || format === "jpg") continue;
        var source = document.createElement("source");
        source.type = "image/" + format;
        source.srcset = sources[format];
        source.sizes = sizes;
        element.appendChild(source);
      }
      var img = document.createElement("img");
      img.alt = image.alt;
      img.width = image.picture.img.w;
      img.height = image.picture.img.h;
      img.decoding = "async";
      img.setAttribute("fetchpriority", "high");
      element.appendChild(img);
      figure.insertBefore(element, part("caption"));
      img.sizes = sizes;
      if (sources.jpeg || sources.jpg) img.srcset = sources.jpeg || sources.jpg;
      img.src = image.picture.img.src;
    }

    function open(index, link, push) {
      if (!dialog) create();
      var labels = props().labels;
      var image = props().images[index];
      opener = link;
      picture(index, image);
      part("caption").textContent = image.alt;
      var counter = part("counter");
      if (counter) counter.textContent = labels.positions[index];
      if (push) {
        var url = new URL(window.location.href);
        url.searchParams.set(param, String(index + 1));
        window.history.pushState({ openedFromPage: true }, "", url);
      }
      dialog.showModal();
      // Written once open, so that the live region is in the accessibility tree before its text changes.
      part("announcer").textContent = labels.announcements[index];
    }

    island.addEventListener(
      "click",
      function (event) {
        if (live() || event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        var link = event.target instanceof Element ? event.target.closest("a") : null;
        var links = island.querySelectorAll("a");
        var index = Array.prototype.indexOf.call(links, link);
        if (index < 0) return;
        event.preventDefault();
        open(index, link, true);
      },
      // Before the island loader's own listener, which holds a tap for the island when nothing has answered it.
      true,
    );
    // Back (or Forward) while this viewer is open: it follows the address.
    window.addEventListener("popstate", function () {
      if (!dialog || !dialog.open || live() || selected() !== null) return;
      quiet = true;
      dialog.close();
    });
    // The island's viewer is open: this one goes, in the same task, with the visitor's focus left where it was.
    island.addEventListener("viewer:handover", function (event) {
      if (!dialog || !dialog.open) return;
      quiet = true;
      dialog.close();
      // Focus back on the thumbnail that opened it, which the island's viewer, told by the cancelled event, returns
      // to in its turn.
      if (opener) opener.focus();
      event.preventDefault();
    });
    // A shared link to an open screenshot.
    var shared = selected();
    if (shared !== null) open(shared, island.querySelectorAll("a")[shared], false);
  }
})();
