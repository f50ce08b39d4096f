// Renders a component as it is on a page of the site: inside a router at
// `path`, so usePage() reads the language, words and content from the address
// ("/" is the default language, "/fr" French), as the pre-render does.
import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";

export function renderAt(element: React.ReactNode, path = "/") {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  return render(<Stub initialEntries={[path]} />);
}
