// The parts the pages render: the owner's content/components/<part>.tsx where there is one, else the template's
// own (./part-names.ts lists them). Resolved when the pages are built (and by `npm run dev`, which adds or drops a
// part as its file comes or goes): the owner's part is a component like any other, rendered to HTML, with no
// JavaScript of its own. A file whose name is not a part has stopped the build already (vite/owner-part-files.ts).
import type { ComponentType } from "react";
import { ContentError } from "~/schemas/content-problems";
import { HomeIntro as TemplateHomeIntro } from "./home-intro";
import type { PartName } from "./part-names";
import { PARTS_FOLDER } from "./part-names";
import { PostHeader as TemplatePostHeader } from "./post-header";
import { ProjectCard as TemplateProjectCard } from "./project-card";
import { ProjectHeader as TemplateProjectHeader } from "./project-header";
import { SiteFooter as TemplateSiteFooter } from "./site-footer";
import { SiteHeader as TemplateSiteHeader } from "./site-header";

const owners = import.meta.glob<{ default?: unknown }>("@content/components/*.tsx", { eager: true });

/** The owner's part of this name if they wrote one, else the template's. */
function part<Props extends object>(name: PartName, template: ComponentType<Props>): ComponentType<Props> {
  const path = Object.keys(owners).find((key) => key.endsWith(`/${PARTS_FOLDER}/${name}.tsx`));
  if (path === undefined) return template;
  const own = owners[path]?.default;
  if (typeof own === "function") return own as ComponentType<Props>;
  const problem = `content/${PARTS_FOLDER}/${name}.tsx: no default export: a part is a component, as in export default function Part(props) { … }`;
  return function MissingPart() {
    throw new ContentError([problem]);
  };
}

/** The parts in use: the owner's where they wrote one, else the template's (`<Parts.SiteHeader />`). */
export const Parts = {
  SiteHeader: part("site-header", TemplateSiteHeader),
  SiteFooter: part("site-footer", TemplateSiteFooter),
  HomeIntro: part("home-intro", TemplateHomeIntro),
  ProjectCard: part("project-card", TemplateProjectCard),
  PostHeader: part("post-header", TemplatePostHeader),
  ProjectHeader: part("project-header", TemplateProjectHeader),
};
