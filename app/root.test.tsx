import { render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { expect, test, vi } from "vitest";
import { ROOT_ROUTE } from "~/page/page";
import { HOME_PATH } from "~/paths";
import { contentAt } from "~/test-support/page-at";
import { renderAt } from "~/test-support/render-at";
import { ErrorBoundary } from "./root";
import NotFound from "./routes/not-found";

test("the error page links to the home page it tells the visitor to go back to", async () => {
  // React reports the error it caught; the page is what matters here.
  vi.spyOn(console, "error").mockImplementation(() => {});
  const content = contentAt(HOME_PATH);
  const Stub = createRoutesStub([
    {
      id: ROOT_ROUTE,
      loader: () => content,
      Component: Outlet,
      children: [
        {
          path: HOME_PATH,
          Component: () => {
            throw new Error("Broken page");
          },
          ErrorBoundary,
        },
      ],
    },
  ]);
  render(<Stub hydrationData={{ loaderData: { [ROOT_ROUTE]: content } }} />);
  expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Something went wrong");
  expect(screen.getByRole("link", { name: "go back to the home page" })).toHaveAttribute("href", HOME_PATH);
  vi.restoreAllMocks();
});

test("the not-found page links to the home page", () => {
  renderAt(<NotFound />);
  expect(screen.getByRole("link", { name: /home page/i })).toHaveAttribute("href", HOME_PATH);
});
