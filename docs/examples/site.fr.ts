// An example translation: copy it to content/site.<code>.ts (content/site.fr.ts for French), then replace each
// text with yours. It holds only the fields of content/site.ts a visitor reads; everything else (the name, email,
// links, organisations, dates, technologies) is shared with site.ts. A field left out stops the build, naming the
// field, unless it is listed under `fallback`. The type checks each field as you type; docs/languages.md has the rest.
import type { SiteTranslation } from "#template";

export const translation = {
  person: {
    jobTitle: "Développeur web",
    location: "Lyon, France",
    // Markdown, as in site.ts: paragraphs, **emphasis**, links, lists.
    bio: `
Je conçois des applications web simples, rapides et accessibles, du schéma de données jusqu’à l’interface.

J’aime les pages qui se chargent vite sur un vieux téléphone et qui s’utilisent aussi bien au clavier qu’à la souris.
`,
    // Only if site.ts has a portrait.
    portrait: { alt: "Portrait souriant devant une bibliothèque" },
  },
  // One entry for each of site.ts's, in the same order: the first translates site.ts's first job.
  experience: [
    {
      role: "Développeur front-end",
      location: "Lyon",
      summary: `
Refonte de l’espace client d’une coopérative :

- des pages deux fois plus légères ;
- un parcours de paiement utilisable au clavier.
`,
    },
    {
      role: "Développeur full-stack",
      // A place name that reads the same in every language can fall back: see `fallback` below.
      summary: "Outils internes pour une petite entreprise de logistique, de la base de données au déploiement.",
    },
  ],
  education: [{ qualification: "Licence", area: "Informatique" }],
  // The groups' names only; the skills themselves are shared.
  skills: [{ name: "Au quotidien" }, { name: "Déjà pratiqué" }],
  spokenLanguages: [
    { language: "Français", fluency: "Langue maternelle" },
    { language: "Anglais", fluency: "Courant" },
  ],
  // Fields that show the default language's text: a list of fields, or `true` for every field of this file.
  fallback: ["experience[].location"],
} satisfies SiteTranslation;
