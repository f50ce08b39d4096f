// Development only (`npm run dev`): the pages carry no router there either
// (app/root.tsx), so this is all the browser gets besides what production
// ships. Vite's client, which reloads the page when a file changes
// (vite.config.ts, reloadOnChange), and the flag React Router's refresh
// transform expects before an island's TSX runs in development (its components
// register for fast refresh, which a full reload makes unneeded).
const DEV_CLIENT = `import "${import.meta.env.BASE_URL}@vite/client";
window.__vite_plugin_react_preamble_installed__ = true;
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;`;

export function DevClient() {
  return <script type="module" dangerouslySetInnerHTML={{ __html: DEV_CLIENT }} />;
}
