// Renders a component as it is on a page of the site: inside a router at
// `path`, under a root route holding that page's content as its loader does,
// so usePage() reads the language, words and content of the address ("/" is
// the default language, "/fr" French), as the pre-render does; `change` makes
// that content another a test needs (a language with no posts of its own).
import { render } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { ROOT_ROUTE, type PageContent } from "~/page/page";
import { contentAt } from "./page-at";

export function renderAt(
  element: React.ReactNode,
  path = "/",
  change: (content: PageContent) => PageContent = (content) => content,
) {
  const content = change(contentAt(path));
  const Stub = createRoutesStub([
    { id: ROOT_ROUTE, loader: () => content, Component: Outlet, children: [{ path, Component: () => element }] },
  ]);
  return render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { [ROOT_ROUTE]: content } }} />);
}
