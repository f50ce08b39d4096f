// The languages a site is written in, from the BCP 47 tags the owner lists in
// settings.ts ("en-GB", "fr"). The first is the default: its pages keep the
// unprefixed URLs (/, /weather-app); every other language's pages live under
// its code (/fr, /fr/weather-app). Everything else a page needs to know about
// a language (its name in itself, its direction, its og:locale) comes from
// Intl, so adding a language is a tag, a message catalogue and the text.
// Part of the content: the site's languages are the owner's choice, and the
// content is read per language; the words each language's pages use are
// app/i18n's, which builds on this. Pure functions: the build scripts and the
// pages share them.

export type Language = {
  /** The tag as the owner wrote it, canonicalised: "en-GB", "fr". For lang and hreflang. */
  tag: string;
  /** Its URL segment and the suffix of its content files: "fr" in /fr/… and index.fr.md. */
  code: string;
  /** The language without region or script, "en": which message catalogue it uses. */
  base: string;
  /** Its own name for itself, as the switcher shows it: "Français", "English", "العربية". */
  label: string;
  /** Its name in English, for build messages: "French". */
  englishName: string;
  dir: "ltr" | "rtl";
  /** Open Graph's form, language_TERRITORY: "en_GB", "fr_FR". */
  ogLocale: string;
  isDefault: boolean;
  /** What its paths start with: "" for the default language, "/fr" for the others. */
  prefix: string;
};

/** Right-to-left scripts, for runtimes whose Intl.Locale has no text info. */
const RTL_SCRIPTS = new Set(["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr"]);

function direction(locale: Intl.Locale): "ltr" | "rtl" {
  const info = (locale as Intl.Locale & { getTextInfo?: () => { direction?: string } }).getTextInfo?.();
  if (info?.direction === "rtl" || info?.direction === "ltr") return info.direction;
  return RTL_SCRIPTS.has(locale.maximize().script ?? "") ? "rtl" : "ltr";
}

/** "français" → "Français", in the language's own casing rules. */
function capitalise(text: string, tag: string): string {
  const first = String.fromCodePoint(text.codePointAt(0) ?? 32);
  return first.toLocaleUpperCase(tag) + text.slice(first.length);
}

/** Everything the site needs to know about one language, from its tag. Throws on a tag that is not BCP 47. */
export function describeLanguage(tag: string, isDefault: boolean): Language {
  const [canonical] = Intl.getCanonicalLocales(tag);
  if (!canonical) throw new RangeError(`not a language tag: ${JSON.stringify(tag)}`);
  const locale = new Intl.Locale(canonical);
  const maximal = locale.maximize();
  const code = canonical.toLowerCase();
  const ownName = new Intl.DisplayNames([canonical], { type: "language" }).of(locale.language) ?? canonical;
  return {
    tag: canonical,
    code,
    base: locale.language,
    label: capitalise(ownName, canonical),
    englishName: new Intl.DisplayNames(["en"], { type: "language" }).of(locale.language) ?? canonical,
    dir: direction(locale),
    ogLocale: `${locale.language}_${maximal.region ?? "001"}`,
    isDefault,
    prefix: isDefault ? "" : `/${code}`,
  };
}

/** The site's languages from their tags, the first being the default. */
export function describeLanguages(tags: readonly string[]): Language[] {
  return tags.map((tag, index) => describeLanguage(tag, index === 0));
}

/** "French (fr)", as build messages name a language. */
export function languageName(language: Pick<Language, "englishName" | "code">): string {
  return `${language.englishName} (${language.code})`;
}

/**
 * A path of the site in a language: "/weather-app" in French is "/fr/weather-app",
 * and the home page "/" is "/fr". The default language's paths are unchanged.
 */
export function localizePath(path: string, language: Pick<Language, "prefix">): string {
  if (!language.prefix) return path;
  return path === "/" ? language.prefix : `${language.prefix}${path}`;
}

/** The language a pathname is in: its first segment's, or the default's. */
export function languageOfPath<L extends Pick<Language, "code" | "isDefault">>(
  pathname: string,
  languages: readonly L[],
): L {
  const first = pathname.split("/").find(Boolean) ?? "";
  const found = languages.find((language) => !language.isDefault && language.code === first);
  const fallback = languages.find((language) => language.isDefault) ?? languages[0];
  if (!fallback) throw new Error("The site has no languages");
  return found ?? fallback;
}

/** The pathname without its language: "/fr/weather-app" → "/weather-app", "/fr" → "/". */
export function unlocalizePath(pathname: string, language: Pick<Language, "prefix">): string {
  if (!language.prefix) return pathname;
  if (pathname === language.prefix || pathname === `${language.prefix}/`) return "/";
  return pathname.startsWith(`${language.prefix}/`) ? pathname.slice(language.prefix.length) : pathname;
}

/** A language's entry of a record by language code; every language has one, so a miss is a bug. */
export function inLanguage<T>(byCode: Readonly<Record<string, T>>, code: string): T {
  const value = byCode[code];
  if (value === undefined) throw new Error(`Nothing for the language ${code}`);
  return value;
}

/**
 * The language whose share images a language's pages show. satori, which
 * draws them, has no bidirectional layout or Arabic shaping, so a right-to-left
 * language shows the default language's images; the content check says so.
 */
export function imageLanguage<L extends Pick<Language, "dir">>(language: L, defaultLanguage: L): L {
  return language.dir === "rtl" ? defaultLanguage : language;
}
