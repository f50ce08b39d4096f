// The French text of site.ts: only the fields a visitor reads. Everything else
// (name, email, links, organisations, dates, technologies) is shared with site.ts.
// A field left out stops the build unless it is listed under `fallback`.
import type { SiteTranslation } from "#template";

export const translation = {
  person: {
    jobTitle: "Développeuse front-end et full-stack",
    location: "Leeds, Royaume-Uni",
    bio: `
Je développe des applications web rapides et accessibles en TypeScript et React, qu’il s’agisse de widgets embarqués dans les pages d’autres sites ou des outils de back-office dont de petites entreprises dépendent au quotidien.

Depuis six ans, je travaille sur toute la stack, des design systems et des interfaces jusqu’aux pipelines de CI qui mettent le tout en production, en passant par les API Node.js et les schémas PostgreSQL. Je tiens à des pages qui se chargent vite sur un smartphone d’entrée de gamme, s’utilisent au clavier comme avec un lecteur d’écran, et restent faciles à faire évoluer.
`,
  },
  // In the same order as site.ts.
  experience: [
    {
      role: "Développeuse front-end senior",
      location: "Leeds",
      summary:
        "Lead dev du widget « où acheter » de PriceSpider, intégré à plus de 2 000 pages produit, et du tableau de bord destiné aux marques.",
    },
    {
      role: "Développeuse full-stack",
      location: "Manchester",
      summary:
        "Développement d’applications web pour de petites entreprises, dont le CRM Service Center et le site de Metronics, du schéma de base de données jusqu’au déploiement.",
    },
    {
      role: "Développeuse web",
      location: "Huddersfield",
      summary:
        "Création et maintenance de sites WordPress et AngularJS pour des entreprises de la région, et migration des projets de l’agence vers des déploiements à partir de Git.",
    },
  ],
  education: [{ qualification: "BSc (Hons) en informatique, mention très bien (First Class)" }],
  skills: [{ name: "Technologies actuelles" }, { name: "Technologies déjà pratiquées" }],
  spokenLanguages: [
    { language: "Anglais", fluency: "Langue maternelle" },
    { language: "Français", fluency: "Courant en contexte professionnel (DELF B2)" },
  ],
} satisfies SiteTranslation;
