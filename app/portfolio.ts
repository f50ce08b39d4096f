// The whole content as the pages see it: the person from site.ts, the projects
// with their screenshots encoded and descriptions rendered, and the Markdown
// of site.ts rendered, all from the virtual modules of scripts/content-modules.ts.
import { projects } from "virtual:content/projects";
import { bioText } from "virtual:content/site-text";
import type { Portfolio } from "./content/schema.ts";
import { site } from "./content/site.ts";

export const portfolio = { ...site, projects, description: bioText || site.person.jobTitle } satisfies Portfolio;
