// @vitest-environment node
import { Window } from "happy-dom";
import { expect, test } from "vitest";
import { messagesIn } from "~/i18n/catalogues";
import { renderMarkdown } from "./markdown";
import { describeLanguage } from "../languages/language-tags";
import { darkVariantPath, isDarkVariant, rehypeImageFigures } from "./image-figures";

const words = messagesIn(describeLanguage("en-GB", true));

function render(markdown: string) {
  const body = new Window().document.createElement("div");
  body.innerHTML = renderMarkdown(markdown, { words, rehypePlugins: [[rehypeImageFigures]] });
  return body;
}

test("an image alone in its paragraph with a title becomes a figure captioned by the title", () => {
  const body = render('![A board at a stop](board.png "The board at Rondo Mogilskie")\n');
  const figure = body.querySelector("figure.image");
  expect(figure?.querySelector("img")?.getAttribute("alt")).toBe("A board at a stop");
  expect(figure?.querySelector("img")?.hasAttribute("title")).toBe(false);
  expect(figure?.querySelector("figcaption")?.textContent).toBe("The board at Rondo Mogilskie");
  expect(body.querySelector("p")).toBeNull();
});

test("an image without a title, or inside a sentence, stays as it was", () => {
  const body = render('![Plain](plain.png)\n\nSee ![inline](inline.png "A tip") here.\n');
  expect(body.querySelector("figure")).toBeNull();
  expect(body.querySelectorAll("p img")).toHaveLength(2);
  expect(body.querySelector('img[alt="inline"]')?.getAttribute("title")).toBe("A tip");
});

test("a dark-theme variant is the file named as the image with .dark before its extension", () => {
  expect(darkVariantPath("shot.png")).toBe("shot.dark.png");
  expect(darkVariantPath("charts/bytes saved.v2.JPG")).toBe("charts/bytes saved.v2.dark.JPG");
  expect(isDarkVariant("charts/shot.dark.webp")).toBe(true);
  expect(isDarkVariant("charts/dark.webp")).toBe(false);
});
