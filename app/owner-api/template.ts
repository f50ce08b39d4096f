// The template's public face: everything the owner's files in content/ may import from the engine comes from this
// module, by its stable name `#template` (package.json's "imports" points the name here):
//
//   import type { SiteContent } from "#template";
//
// The rest of the engine moves between versions as it needs to; a name here changes only with a CHANGELOG entry
// that says what to write instead, and app/layers.test.ts fails on an owner's file, or a fork shape's, that imports
// any other module of the engine. docs/content.md lists what each name is for.

/** site.ts: the person, profiles, experience, education, skills and CV. */
export type { SiteContent } from "../schemas/site-schema.ts";
/** settings.ts: languages, fonts, accent, how the site is served. */
export type { SettingsInput } from "../schemas/settings-schema.ts";
/** site.<lang>.ts: the fields of site.ts a visitor reads, in another language. */
export type { SiteTranslation } from "../languages/translated-site.ts";
/** content/i18n/<tag>.ts: the interface's words, and the formatters (numbers, plurals, dates) they are written with. */
export type { Messages } from "../i18n/catalogues.ts";
export type { Format } from "../i18n/format.ts";

/**
 * content/components/<part>.tsx: each part's props. The template's own parts, to wrap rather than copy, and usePage()
 * come from `#template/parts` (app/components/parts.ts): components load only where pages are rendered, and this
 * module also loads in plain Node, for an owner's catalogue (docs/make-it-look-like-you.md).
 */
export type {
  HomeIntroProps,
  Page,
  PostHeaderProps,
  ProjectCardProps,
  ProjectHeaderProps,
  SiteFooterProps,
  SiteHeaderProps,
} from "../components/parts.ts";

// The template's own catalogues, to spread into an owner's that rewords a few of a language's words:
// `return { ...de(format), downloadCv: "Lebenslauf" }`.
export { ar } from "../i18n/messages/ar.ts";
export { de } from "../i18n/messages/de.ts";
export { en } from "../i18n/messages/en.ts";
export { es } from "../i18n/messages/es.ts";
export { fr } from "../i18n/messages/fr.ts";
export { it } from "../i18n/messages/it.ts";
export { ja } from "../i18n/messages/ja.ts";
export { ko } from "../i18n/messages/ko.ts";
export { nl } from "../i18n/messages/nl.ts";
export { pl } from "../i18n/messages/pl.ts";
export { ptPT } from "../i18n/messages/pt-PT.ts";
export { pt } from "../i18n/messages/pt.ts";
export { sv } from "../i18n/messages/sv.ts";
export { tr } from "../i18n/messages/tr.ts";
export { uk } from "../i18n/messages/uk.ts";
export { zhHans } from "../i18n/messages/zh-Hans.ts";
