import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { expect, test, vi } from "vitest";
import { ROOT_ROUTE } from "~/page/page";
import { HOME_PATH } from "~/paths";
import { contentAt } from "~/test-support/page-at";
import { renderAt } from "~/test-support/render-at";
import { ErrorBoundary, Layout } from "./root";
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

test("in development the page carries no router either: only Vite's client, which reloads it when a file changes", () => {
  expect(import.meta.env.DEV).toBe(true);
  const content = contentAt(HOME_PATH);
  const Stub = createRoutesStub([
    { id: ROOT_ROUTE, path: HOME_PATH, loader: () => content, Component: () => <Layout>{null}</Layout> },
  ]);
  const html = renderToString(<Stub hydrationData={{ loaderData: { [ROOT_ROUTE]: content } }} />);
  const modules = [...html.matchAll(/<script type="module"[^>]*>([^<]*)<\/script>/g)].map((match) => match[1]);
  expect(modules).toEqual([expect.stringContaining(`import "/@vite/client"`)]);
  expect(html).not.toContain("__reactRouter");
});
