import { ExternalLink } from "./external-link";
import { Portrait } from "./portrait";
import { Prose } from "./prose";
import { initials } from "~/collections/initials";
import type { LocalizedSite } from "~/page/page";
import { usePage } from "~/page/page";
import { HOME_PATH, RESUME_PATH } from "~/addresses/paths";
import { absoluteUrl, appSiteRoot } from "~/addresses/site-url";
import intro from "./page-intro.module.css";
import styles from "./home-intro.module.css";

export type HomeIntroProps = {
  /** site.ts in the page's language, its bio rendered and its portrait encoded. */
  site: LocalizedSite;
};

/**
 * The home page's opening: the owner's portrait, job title, name and bio, the CV and their profiles, as an h-card
 * (microformats2): name, photo, job title, bio, and their addresses (u-url), the site's and each profile's, which
 * rel="me" lets the profile confirm.
 */
export function HomeIntro({ site }: HomeIntroProps) {
  const { t, href, look } = usePage();
  const { person } = site;
  return (
    // data-initials: the monogram the showcase look draws where a portrait would be, when there is none.
    <section
      className={`${styles.intro} h-card`}
      aria-labelledby="intro-title"
      data-part="home-intro"
      data-initials={look === "showcase" ? initials(person.name) : undefined}
    >
      <data className="u-url u-uid" value={absoluteUrl(href(HOME_PATH), appSiteRoot())} />
      {/* The job title on its own: the line below shows it with the location, as one text. */}
      <data className="p-job-title" value={person.jobTitle} />
      {site.portraitPicture && person.portrait ? (
        <Portrait
          className={styles.portrait}
          picture={site.portraitPicture}
          alt={person.portrait.alt}
          // As home-intro.module.css draws it: large in the showcase look, 7.5rem at most in the others.
          sizes={look === "showcase" ? "(min-width: 48rem) 22rem, 15rem" : "7.5rem"}
          // The showcase's large portrait is the page's largest paint: Lighthouse's lcp-discovery-insight asked for
          // it to be fetched first (docs/looks.md).
          fetchPriority={look === "showcase" ? "high" : "auto"}
        />
      ) : null}
      <p className={intro.kicker}>{person.location ? `${person.jobTitle} · ${person.location}` : person.jobTitle}</p>
      <h1 id="intro-title" className={`${intro.title} ${styles.name} p-name`}>
        {person.name}
      </h1>
      <Prose className={`${styles.bio} p-note`} html={site.bioHtml} />
      <div className={styles.calls}>
        <ul role="list" className={intro.actions}>
          <li>
            <a
              className={intro.primary}
              href={`${import.meta.env.BASE_URL}cv/${person.cv.downloadName}`}
              download={person.cv.downloadName}
              type="application/pdf"
            >
              {t.downloadCv} <span className={styles.hint}>{t.pdfHint}</span>
            </a>
          </li>
          <li>
            <a
              className={intro.secondary}
              href={`${import.meta.env.BASE_URL}${href(RESUME_PATH).slice(1)}`}
              type="application/json"
            >
              {t.resumeJson}
            </a>
          </li>
        </ul>
        {/* Any number of profiles: a row of links that wraps between links, never inside one. */}
        {person.profiles.length > 0 ? (
          <ul role="list" className={styles.profiles}>
            {person.profiles.map((profile) => (
              <li key={profile.url}>
                <ExternalLink className={`${styles.profile} u-url`} href={profile.url} me>
                  {t.profileLink(profile.label)}
                </ExternalLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
