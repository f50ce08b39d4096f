// Pages change with a cross-document view transition (global.css). When the
// browser skips one, because the visitor moved on before it finished or went
// back, it rejects the transition's promises on the old page or the new one,
// and nothing awaits them: Chromium then reports "InvalidStateError:
// Transition was aborted because of invalid state" as an uncaught error. A
// skipped transition is only a page change without the animation, so the
// rejections are handled here. In the head, so it listens before the first frame.
(function () {
  function ignore() {}
  function handle(event) {
    var transition = event.viewTransition;
    if (!transition) return;
    transition.ready.catch(ignore);
    transition.finished.catch(ignore);
    transition.updateCallbackDone.catch(ignore);
    // A file rather than a page (a full-size screenshot) takes no part in the
    // transition, and Chromium would abort it after the old page is gone,
    // where no handler can reach it: skip it here instead.
    var next = event.activation && event.activation.entry && event.activation.entry.url;
    if (next && /\.(?!html?$)\w+$/i.test(new URL(next).pathname)) transition.skipTransition();
  }
  window.addEventListener("pageswap", handle);
  window.addEventListener("pagereveal", handle);
})();
