// What an owner's part (content/components/<part>.tsx) imports: each part's props type, to type its default
// export, and the template's own part, to wrap it rather than copy it; and usePage(), the page's language, words
// and content. The owner imports them from the engine's one public module, #template (app/owner-api/template.ts).
export type { HomeIntroProps } from "./home-intro";
export { HomeIntro } from "./home-intro";
export type { PostHeaderProps } from "./post-header";
export { PostHeader } from "./post-header";
export type { ProjectCardProps } from "./project-card";
export { ProjectCard } from "./project-card";
export type { ProjectHeaderProps } from "./project-header";
export { ProjectHeader } from "./project-header";
export type { SiteFooterProps } from "./site-footer";
export { SiteFooter } from "./site-footer";
export type { SiteHeaderProps } from "./site-header";
export { SiteHeader } from "./site-header";
export { usePage } from "~/page/page";
export type { Page } from "~/page/page";
