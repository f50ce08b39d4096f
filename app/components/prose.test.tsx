import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderMarkdown } from "~/markdown/markdown";
import { messagesIn } from "~/i18n/catalogues";
import { describeLanguage } from "~/languages/language-tags";
import { Prose } from "./prose";

const words = messagesIn(describeLanguage("en-GB", true));

test("Markdown reaches the page as its elements: links, emphasis, lists, code, tables", () => {
  const html = renderMarkdown(
    "Built with **care** and `TypeScript`; see [the demo](https://demo.example.com).\n\n- fast\n- accessible\n\n| a | b |\n| - | - |\n| 1 | 2 |",
    { words },
  );
  render(<Prose html={html} />);
  expect(screen.getByText("care").tagName).toBe("STRONG");
  expect(screen.getByText("TypeScript").tagName).toBe("CODE");
  expect(screen.getByRole("link", { name: "the demo (opens in a new tab)" })).toHaveAttribute("target", "_blank");
  expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["fast", "accessible"]);
  expect(screen.getByRole("table")).toBeInTheDocument();
});

test("a script written in Markdown never becomes a script element", () => {
  const { container } = render(
    <Prose html={renderMarkdown("Hi <script>alert(1)</script>\n\n<script>alert(2)</script>", { words })} />,
  );
  expect(container.querySelector("script")).toBeNull();
  expect(container).toHaveTextContent("Hi");
});
