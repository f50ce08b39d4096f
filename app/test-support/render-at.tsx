// Renders a component as it is on a page of the site: inside a router at
// `path`, under a root route holding that page's content as its loader does,
// so usePage() reads the language, words and content of the address ("/" is
// the default language, "/fr" French), as the pre-render does.
import { render } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { ROOT_ROUTE } from "~/page/page";
import { contentAt } from "./page-at";

export function renderAt(element: React.ReactNode, path = "/") {
  const content = contentAt(path);
  const Stub = createRoutesStub([
    { id: ROOT_ROUTE, loader: () => content, Component: Outlet, children: [{ path, Component: () => element }] },
  ]);
  return render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { [ROOT_ROUTE]: content } }} />);
}
