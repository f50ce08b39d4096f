import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import type { Picture } from "vite-imagetools";
import { Portrait } from "./portrait";

const picture: Picture = {
  sources: { avif: "/me-240.avif 240w, /me-480.avif 480w", webp: "/me-240.webp 240w, /me-480.webp 480w" },
  img: { src: "/me-480.jpg", w: 480, h: 600 },
};

test("the portrait is an image with its alt text, its size in the markup, and AVIF and WebP before the JPEG", () => {
  const { container } = render(<Portrait picture={picture} alt="Jane at her desk, smiling" />);
  const image = screen.getByRole("img", { name: "Jane at her desk, smiling" });
  expect(image).toHaveAttribute("width", "480");
  expect(image).toHaveAttribute("height", "600");
  expect(image).toHaveAttribute("loading", "eager");
  expect([...container.querySelectorAll("source")].map((source) => source.getAttribute("type"))).toEqual([
    "image/avif",
    "image/webp",
  ]);
});

test("the portrait is fetched at the default priority unless the look makes it the page's largest paint", () => {
  const { rerender } = render(<Portrait picture={picture} alt="Jane" />);
  expect(screen.getByRole("img", { name: "Jane" })).toHaveAttribute("fetchpriority", "auto");
  rerender(<Portrait picture={picture} alt="Jane" fetchPriority="high" />);
  expect(screen.getByRole("img", { name: "Jane" })).toHaveAttribute("fetchpriority", "high");
});
