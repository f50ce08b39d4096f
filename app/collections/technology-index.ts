// The technologies the content names: each project's `tech`, each skill in
// site.ts's `skills` and, when it names one of those, a post's tag. Spellings
// that differ only in case and punctuation ("Typescript", "TypeScript",
// "NodeJS", "Node.js") are one technology, and so is every alias the owner
// lists in site.ts (`technologyAliases`: "JS" → "JavaScript"). Each gets one
// name, the spelling used most, and one URL-safe slug (C# → c-sharp). Pure:
// the build's content check, the route table and the pages all call it.

/** A technology as some file names it. */
export type Mention = { name: string; file?: string };

export type Technology = {
  /** The name the site shows: the alias's target, or the spelling used most. */
  name: string;
  /** Its address's last segment: "c-sharp", "node-js". */
  slug: string;
  /** Every spelling the content uses for it (aliases included), as written. */
  spellings: readonly string[];
};

export type TechnologyIndex = {
  /** Every technology the skills and projects name: the skills' first, in their order, then the projects'. */
  technologies: readonly Technology[];
  /** The technology a name, an alias or a post's tag stands for, if any. */
  find: (name: string) => Technology | undefined;
  /** Spelling variants: the build prints them and goes on. */
  warnings: readonly string[];
  /** Two technologies on one slug, or a name no address can spell: the build stops. */
  problems: readonly string[];
};

export type TechnologySources = {
  skills: readonly Mention[];
  projects: readonly Mention[];
  /** Another name → the technology's name: { JS: "JavaScript" }. */
  aliases?: Readonly<Record<string, string>>;
};

/** Signs that are part of a technology's name, spelled out: C# is not C, and C++ is neither. */
function spelledOut(name: string): string {
  return (
    name
      .normalize("NFKC")
      // .NET, a leading dot: "dot net"; ASP.NET's inner dot is only punctuation.
      .replace(/(^|[\s/(,])\.(?=[\p{L}\p{N}])/gu, "$1 dot ")
      .replace(/[#♯]/g, " sharp ")
      .replace(/\+/g, " plus ")
      .replace(/&/g, " and ")
  );
}

/**
 * What two spellings of one technology share: lower case, letters and digits
 * only (signs that matter spelled out). "Node.js", "NodeJS" and "node js" are
 * all "nodejs"; "C#" is "csharp".
 */
export function technologyKey(name: string): string {
  return spelledOut(name)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * A technology's slug: ASCII lower case, words joined by hyphens, accents
 * dropped. "C#" → "c-sharp", "C++" → "c-plus-plus", ".NET" → "dot-net",
 * "Vue.js" → "vue-js", "CSS custom properties" → "css-custom-properties".
 * Empty when the name has no Latin letter or digit.
 */
export function technologySlug(name: string): string {
  return spelledOut(name)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const quote = (text: string) => `“${text}”`;
const where = (mention: Mention) => mention.file ?? "the content";

/** The content's technologies, their names and slugs, and what the build should say about them. */
export function technologyIndex({ skills, projects, aliases = {} }: TechnologySources): TechnologyIndex {
  const aliasTarget = new Map<string, string>();
  for (const [alias, target] of Object.entries(aliases)) aliasTarget.set(technologyKey(alias), target);
  /** Which technology a name stands for: its alias's target's key, or its own. */
  const keyOf = (name: string) => {
    const key = technologyKey(name);
    const target = aliasTarget.get(key);
    return target === undefined ? key : technologyKey(target);
  };
  // The targets of aliases, by key: an owner's explicit choice of name.
  const chosen = new Map([...aliasTarget.values()].map((target) => [technologyKey(target), target]));

  type Group = { key: string; mentions: Mention[] };
  const groups = new Map<string, Group>();
  for (const mention of [...skills, ...projects]) {
    const key = keyOf(mention.name);
    if (key === "") continue;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, mentions: [] }));
    group.mentions.push(mention);
  }

  const warnings: string[] = [];
  const problems: string[] = [];
  const technologies: Technology[] = [];
  const byKey = new Map<string, Technology>();
  for (const { key, mentions } of groups.values()) {
    // Spellings in the order first used; the most used wins, the first used on a tie.
    const uses = new Map<string, Mention[]>();
    for (const mention of mentions) uses.set(mention.name, [...(uses.get(mention.name) ?? []), mention]);
    const spellings = [...uses.keys()];
    const mostUsed = spellings.reduce((best, spelling) =>
      (uses.get(spelling)?.length ?? 0) > (uses.get(best)?.length ?? 0) ? spelling : best,
    );
    const name = chosen.get(key) ?? mostUsed;
    // Variants the owner did not list as aliases: say where each is, so one can be corrected.
    const unlisted = spellings.filter((spelling) => spelling === name || !aliasTarget.has(technologyKey(spelling)));
    const variants = unlisted.filter((spelling) => spelling !== name);
    if (variants.length > 0) {
      const [named] = uses.get(name) ?? [];
      for (const variant of variants) {
        const [first] = uses.get(variant) ?? [];
        warnings.push(
          `${first ? where(first) : "the content"} spells ${quote(variant)} what ${named ? where(named) : "the content"} spells ${quote(name)}: ` +
            `both are the technology ${quote(name)}; write it one way, or list ${quote(variant)} in site.ts's technologyAliases`,
        );
      }
    }
    const technology = { name, slug: technologySlug(name), spellings };
    if (technology.slug === "") {
      const [first = { name }] = mentions;
      problems.push(
        `${where(first)}: the technology ${quote(name)} has no Latin letter or digit for its address (/technologies/…); add an alias to a Latin spelling in site.ts's technologyAliases`,
      );
      continue;
    }
    technologies.push(technology);
    byKey.set(key, technology);
  }

  // Two different technologies whose names make the same slug: neither page could be found.
  const bySlug = new Map<string, Technology>();
  for (const technology of technologies) {
    const other = bySlug.get(technology.slug);
    if (other) {
      const file = (name: string) => where(groups.get(keyOf(name))?.mentions[0] ?? { name });
      problems.push(
        `${file(technology.name)}: the technology ${quote(technology.name)} and ${quote(other.name)} (${file(other.name)}) would both be at /technologies/${technology.slug}; rename one, or make one an alias of the other in site.ts's technologyAliases`,
      );
    } else {
      bySlug.set(technology.slug, technology);
    }
  }

  return {
    technologies,
    find: (name) => byKey.get(keyOf(name)),
    warnings,
    problems,
  };
}

/** Problems with site.ts's technologyAliases, by alias: the schema reports each on its field. */
export function aliasProblems(aliases: Readonly<Record<string, string>>): Map<string, string> {
  const problems = new Map<string, string>();
  // Each alias by its key: the first of two aliases that match is the one kept.
  const byKey = new Map<string, [string, string]>();
  for (const entry of Object.entries(aliases))
    if (!byKey.has(technologyKey(entry[0]))) byKey.set(technologyKey(entry[0]), entry);
  for (const [alias, target] of Object.entries(aliases)) {
    const key = technologyKey(alias);
    const [kept = alias] = byKey.get(key) ?? [];
    const chained = byKey.get(technologyKey(target));
    if (key === "" || technologyKey(target) === "") {
      problems.set(alias, "an alias and its technology must each have a letter or digit");
    } else if (key === technologyKey(target)) {
      problems.set(
        alias,
        `${quote(alias)} and ${quote(target)} already match (case and punctuation are ignored): remove this alias`,
      );
    } else if (kept !== alias) {
      problems.set(alias, `${quote(alias)} is the same alias as ${quote(kept)}: keep one`);
    } else if (chained) {
      problems.set(
        alias,
        `${quote(target)} is itself an alias (of ${quote(chained[1])}): point ${quote(alias)} at that name instead`,
      );
    }
  }
  return problems;
}

/**
 * A skill listed in two groups ("Go" under Languages and under Back end): the
 * owner may mean it, so the build says where both are and goes on; each group
 * shows it. Within one group a repeat is the schema's error.
 */
export function repeatedSkills(
  groups: readonly { name: string; skills: readonly string[] }[],
  siteFile: string,
): string[] {
  const first = new Map<string, { g: number; index: number }>();
  const warnings: string[] = [];
  groups.forEach((group, g) => {
    group.skills.forEach((skill, index) => {
      const key = technologyKey(skill) || skill.trim().toLowerCase();
      const earlier = first.get(key);
      if (!earlier) first.set(key, { g, index });
      else if (earlier.g !== g) {
        const other = groups[earlier.g];
        warnings.push(
          `${siteFile}: skills[${g}].skills[${index}]: ${quote(skill)} is also in the group ${quote(other?.name ?? "")} (skills[${earlier.g}].skills[${earlier.index}]), so it shows in both; remove one unless you mean it`,
        );
      }
    });
  });
  return warnings;
}

/** What names technologies: site.ts's skills and aliases, and each project's `tech`. */
export function technologySources(
  site: { skills: readonly { skills: readonly string[] }[]; technologyAliases?: Readonly<Record<string, string>> },
  projects: readonly { tech: readonly string[]; file?: string }[],
  siteFile = "content/site.ts",
): TechnologySources {
  return {
    skills: site.skills.flatMap((group) => group.skills.map((name) => ({ name, file: siteFile }))),
    projects: projects.flatMap((project) =>
      project.tech.map((name) => (project.file === undefined ? { name } : { name, file: project.file })),
    ),
    ...(site.technologyAliases ? { aliases: site.technologyAliases } : {}),
  };
}

/** A technology's page in one language: the projects that use it and that language's posts tagged with it. */
export type TechnologyUses<P, Q> = { technology: Technology; projects: P[]; posts: Q[] };

/**
 * Each technology with something to list in one language, by slug, in the
 * index's order: a technology no project uses and no post of the language is
 * tagged with has no page there (a skill alone is not a page).
 */
export function technologyUses<P extends { tech: readonly string[] }, Q extends { tags: readonly string[] }>(
  index: Pick<TechnologyIndex, "technologies" | "find">,
  projects: readonly P[],
  posts: readonly Q[],
): Map<string, TechnologyUses<P, Q>> {
  const uses = new Map<string, TechnologyUses<P, Q>>(
    index.technologies.map((technology) => [technology.slug, { technology, projects: [], posts: [] }]),
  );
  const slugsOf = (names: readonly string[]) => new Set(names.flatMap((name) => index.find(name)?.slug ?? []));
  for (const project of projects) for (const slug of slugsOf(project.tech)) uses.get(slug)?.projects.push(project);
  for (const post of posts) for (const slug of slugsOf(post.tags)) uses.get(slug)?.posts.push(post);
  for (const [slug, use] of uses) if (use.projects.length + use.posts.length === 0) uses.delete(slug);
  return uses;
}
