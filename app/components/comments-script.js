// Comments on request (app/components/post-comments.tsx): the link to the post's discussion on GitHub becomes a
// "Show comments" button, and only pressing it adds giscus's frame, in the page's language and theme, sized to its
// content as giscus says, and following the theme toggle. Nothing is fetched before the press.
(function () {
  var GISCUS = "https://giscus.app";
  var link = document.querySelector("a[data-comments]");
  if (!link) return;
  var root = document.documentElement;

  function theme() {
    var chosen = root.getAttribute("data-theme");
    if (chosen === "light" || chosen === "dark") return chosen;
    return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }

  var button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.textContent = link.getAttribute("data-show");
  link.replaceWith(button);

  button.addEventListener("click", function () {
    var params = new URLSearchParams({
      origin: location.href.split("#")[0],
      session: "",
      theme: theme(),
      reactionsEnabled: "1",
      emitMetadata: "0",
      inputPosition: "bottom",
      repo: link.getAttribute("data-repo"),
      repoId: link.getAttribute("data-repo-id"),
      category: link.getAttribute("data-category"),
      categoryId: link.getAttribute("data-category-id"),
      strict: "1",
      term: link.getAttribute("data-term"),
      description: "",
      backLink: location.href.split("#")[0],
    });
    var frame = document.createElement("iframe");
    frame.className = link.getAttribute("data-frame-class");
    frame.title = link.getAttribute("data-frame-title");
    frame.src = GISCUS + "/" + link.getAttribute("data-lang") + "/widget?" + params.toString();
    frame.setAttribute("loading", "eager");
    button.replaceWith(frame);
    frame.focus();

    window.addEventListener("message", function (event) {
      if (event.origin !== GISCUS || !event.data || typeof event.data.giscus !== "object") return;
      var height = event.data.giscus.resizeHeight;
      if (typeof height === "number" && height > 0) frame.style.height = height + "px";
    });
    new MutationObserver(function () {
      if (!frame.contentWindow) return;
      frame.contentWindow.postMessage({ giscus: { setConfig: { theme: theme() } } }, GISCUS);
    }).observe(root, { attributes: true, attributeFilter: ["data-theme"] });
  });
})();
