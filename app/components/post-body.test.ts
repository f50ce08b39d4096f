import { expect, test } from "vitest";
import type { Picture } from "vite-imagetools";
import { feedBodyHtml, postBodyHtml } from "./post-body";

const picture = (name: string): Picture => ({
  sources: { avif: `/assets/${name}-480.avif 480w`, webp: `/assets/${name}-480.webp 480w` },
  img: { src: `/assets/${name}-480.jpg`, w: 480, h: 270 },
});

function body(html: string) {
  const element = document.createElement("div");
  element.innerHTML = html;
  return element;
}

test("an image with a dark-theme variant is two lazy pictures, one for each theme, with one alt text", () => {
  const page = body(
    postBodyHtml(["<figure>", { alt: "A chart", picture: picture("chart"), dark: picture("chart.dark") }, "</figure>"]),
  );
  const pictures = [...page.querySelectorAll("picture")];
  expect(pictures.map((element) => element.getAttribute("data-theme-variant"))).toEqual(["light", "dark"]);
  expect(pictures.map((element) => element.querySelector("img")?.getAttribute("src"))).toEqual([
    "/assets/chart-480.jpg",
    "/assets/chart.dark-480.jpg",
  ]);
  for (const element of pictures) {
    expect(element.querySelector("img")?.getAttribute("loading")).toBe("lazy");
    expect(element.querySelector("img")?.getAttribute("alt")).toBe("A chart");
  }
  // Without a variant, one picture, as before; a feed reader, which has no theme, gets the light one.
  expect(body(postBodyHtml([{ alt: "A map", picture: picture("map") }])).querySelectorAll("picture")).toHaveLength(1);
  const feed = body(
    feedBodyHtml([{ alt: "A chart", picture: picture("chart"), dark: picture("chart.dark") }], "https://example.com"),
  );
  expect([...feed.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
    "https://example.com/assets/chart-480.jpg",
  ]);
});
