// The sample content's fingerprint: who it is about and where it is published.
// Only the sample has this file, and it is the one place outside the content
// itself that names it. While it is here and site.ts still says the same, every
// build ends with a warning (vite/sample-warning.ts), and `npm run new-site`
// (cli/new-site.ts) knows it may replace the content. new-site removes it
// with the rest of the sample; a fork's own site has no need of it.
export const SAMPLE = { host: "nadiaokafor.dev", name: "Nadia Okafor" } as const;
