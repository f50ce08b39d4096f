// Adds a copy button to each code block, and says "Copied": app/components/code-copy.ts.
(function () {
  function setUp() {
    if (!navigator.clipboard || !navigator.clipboard.writeText) return;
    var figures = document.querySelectorAll("figure.code[data-copy]");
    if (figures.length === 0) return;
    var status = document.createElement("p");
    status.className = "visually-hidden";
    status.setAttribute("role", "status");
    // In the main landmark, beside the blocks, as every part of the page is.
    (document.querySelector("main") || document.body).appendChild(status);
    for (var i = 0; i < figures.length; i++) addButton(figures[i], status);
  }

  function codeText(figure) {
    var code = figure.querySelector("pre code") || figure.querySelector("pre");
    var copy = code.cloneNode(true);
    var hidden = copy.querySelectorAll(".code-change");
    for (var i = 0; i < hidden.length; i++) hidden[i].remove();
    return copy.textContent;
  }

  function addButton(figure, status) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "code-copy";
    button.textContent = figure.getAttribute("data-copy");
    var reset = 0;
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(codeText(figure)).then(
        function () {
          // Emptied first, so a second copy is announced again.
          status.textContent = "";
          window.setTimeout(function () {
            status.textContent = figure.getAttribute("data-copied");
          }, 50);
          button.setAttribute("data-state", "copied");
          window.clearTimeout(reset);
          reset = window.setTimeout(function () {
            button.removeAttribute("data-state");
          }, 2000);
        },
        function () {
          // The browser refused (no permission): nothing was copied, so nothing is said.
        },
      );
    });
    figure.appendChild(button);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
  else setUp();
})();
