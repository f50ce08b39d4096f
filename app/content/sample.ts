// The one file that names the sample content this template ships with. The
// build's sample warning (scripts/sample-warning.ts) and `npm run new-site`
// (scripts/new-site.ts, which deletes this file with the rest of the sample)
// recognise the sample by it. A fork's own site has no need of it.
export const SAMPLE = { host: "nadiaokafor.dev", name: "Nadia Okafor" } as const;
