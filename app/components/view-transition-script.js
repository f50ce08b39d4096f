// Pages change with a cross-document view transition (view-transition-style.ts). When the
// browser skips one, because the visitor moved on before it finished or went
// back, it rejects the transition's promises on the old page or the new one,
// and nothing awaits them: Chromium then reports "InvalidStateError:
// Transition was aborted because of invalid state" as an uncaught error. A
// skipped transition is only a page change without the animation, so the
// rejections are handled here. In the head, so it listens before the first frame.
// While a transition runs, its snapshot covers the new page and a tap lands
// on the root element, where it does nothing (Chromium, within a few hundred
// milliseconds of arriving). Such a tap ends the animation and happens again
// on what is under it, so a quick visitor's first tap is never lost.
// A page prerendered ahead tells the site's other pages that it exists (a BroadcastChannel's messages wait until it is
// shown; a storage event does not), so that the old page, when the visitor opens it, skips the transition before its
// own picture is taken: the new page would skip it anyway, and the capture delays it (decision 0057).
(function () {
  var KEY = "prerendered";
  var prerendered = [];
  function page(url) {
    return String(url).split("#")[0];
  }
  try {
    if (document.prerendering) {
      localStorage.setItem(KEY, page(location.href) + " " + Date.now());
      localStorage.removeItem(KEY);
    }
  } catch {
    // Storage refused (a private window's settings): the transition is only taken as before.
  }
  window.addEventListener("storage", function (event) {
    if (event.key === KEY && event.newValue) prerendered.push(event.newValue.split(" ")[0]);
  });
  function ignore() {}
  function replayTaps(transition) {
    var root = document.documentElement;
    var tap = null;
    function onClick(event) {
      if (event.target !== root || event.button !== 0) return;
      tap = { x: event.clientX, y: event.clientY };
      skip(transition);
    }
    function done() {
      document.removeEventListener("click", onClick, true);
      if (!tap) return;
      var target = document.elementFromPoint(tap.x, tap.y);
      if (target && target !== root)
        target.dispatchEvent(
          new MouseEvent("click", { bubbles: true, cancelable: true, view: window, clientX: tap.x, clientY: tap.y }),
        );
      tap = null;
    }
    document.addEventListener("click", onClick, true);
    transition.finished.then(done, done);
  }
  // Chromium throws "Page already revealed" when a page it shows again (Back) is skipped too late: nothing to skip.
  function skip(transition) {
    try {
      transition.skipTransition();
    } catch (error) {
      ignore(error);
    }
  }
  function handle(event) {
    var transition = event.viewTransition;
    if (!transition) return;
    transition.ready.catch(ignore);
    transition.finished.catch(ignore);
    transition.updateCallbackDone.catch(ignore);
    if (event.type === "pagereveal") {
      // A page prerendered ahead (speculation-rules.ts) is ready: it shows at once, without a cross-fade that
      // would cover it with the old page's picture for a quarter of a second (decision 0056).
      var entry = performance.getEntriesByType("navigation")[0];
      if (entry && entry.activationStart > 0) return skip(transition);
      replayTaps(transition);
    }
    // A file rather than a page (a full-size screenshot) takes no part in the
    // transition, and Chromium would abort it after the old page is gone,
    // where no handler can reach it: skip it here instead.
    var next = event.activation && event.activation.entry && event.activation.entry.url;
    if (next && /\.(?!html?$)\w+$/i.test(new URL(next).pathname)) skip(transition);
    else if (event.type === "pageswap" && next && prerendered.indexOf(page(next)) >= 0) skip(transition);
  }
  window.addEventListener("pageswap", handle);
  window.addEventListener("pagereveal", handle);
  // A transition whose promises this script never saw (a page shown again by Back, skipped as Chromium reveals it)
  // can still reject with the same abort: it is no more an error than the others, and is not reported as one.
  window.addEventListener("unhandledrejection", function (event) {
    var reason = event.reason;
    if (reason && reason.name === "InvalidStateError" && /^Transition was aborted/.test(String(reason.message)))
      event.preventDefault();
  });
})();
