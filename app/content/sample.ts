// The sample content's fingerprint: who it is about and where it is published.
// Only the sample has this file, and it is the one place outside the content
// itself that names it. While it is here and site.ts still says the same, every
// build ends with a warning (scripts/sample-warning.ts). `npm run new-site`
// removes it with the rest of the sample; deleting it by hand silences the warning.
export const sample = { host: "nadiaokafor.dev", name: "Nadia Okafor" };
