// What a project's pages show of its GitHub repository, as `npm run refresh` kept it (content/fetched/github.json):
// on its page the facts in full, on its card a line. Plain text and links to GitHub; no badge image, nothing asked
// of GitHub when a visitor reads the page.
import type { RepositoryShown } from "~/collections/fetched-data";
import { usePage } from "~/page/page";
import { repositorySummary } from "~/page/repository-summary";
import { ExternalLink } from "./external-link";
import styles from "./repository-facts.module.css";

/** The mark of an archived repository: read-only, its owner no longer maintains it. */
export function ArchivedMark({ className }: { className?: string }) {
  const { t } = usePage();
  return <span className={[styles.archived, className].filter(Boolean).join(" ")}>{t.repositoryArchived}</span>;
}

/** A project's repository on its page: the archived mark, stars, forks, languages, last push, release and licence. */
export function RepositoryFacts({ repository, className }: { repository: RepositoryShown; className?: string }) {
  const { t, format } = usePage();
  const { facts } = repository;
  if (!facts && !repository.archived) return null;
  return (
    <section className={[styles.facts, className].filter(Boolean).join(" ")} aria-labelledby="repository-title">
      <h2 id="repository-title" className={styles.title}>
        {t.repositoryTitle}
      </h2>
      <p className={styles.counts}>
        {repository.archived ? <ArchivedMark /> : null}
        {facts ? (
          <>
            <span>{t.repositoryStars(facts.stars)}</span>
            <span>{t.repositoryForks(facts.forks)}</span>
          </>
        ) : null}
      </p>
      {facts ? (
        <dl className={styles.list}>
          {facts.languages.length > 0 ? (
            <div>
              <dt>{t.repositoryLanguages}</dt>
              <dd>{format.list(facts.languages)}</dd>
            </div>
          ) : null}
          {facts.release ? (
            <div>
              <dt>{t.repositoryRelease}</dt>
              <dd>
                <ExternalLink href={facts.release.url}>{facts.release.name}</ExternalLink>
                {facts.release.publishedAt ? (
                  <>
                    {" "}
                    <time dateTime={facts.release.publishedAt}>
                      ({format.date(facts.release.publishedAt.slice(0, 10))})
                    </time>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
          {facts.pushedAt ? (
            <div>
              <dt>{t.repositoryLastPush}</dt>
              <dd>
                <time dateTime={facts.pushedAt}>{format.date(facts.pushedAt.slice(0, 10))}</time>
              </dd>
            </div>
          ) : null}
          {facts.licence ? (
            <div>
              <dt>{t.repositoryLicence}</dt>
              <dd>{facts.licence}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}

/** A repository on a project's card or in the pinned ones: the archived mark, its stars and its largest language. */
export function RepositorySummary({
  repository,
}: {
  repository: Pick<RepositoryShown, "archived"> & {
    facts?: { stars: number; languages: readonly string[] } | undefined;
  };
}) {
  const { t } = usePage();
  const parts = repositorySummary(t, repository);
  if (parts.length === 0 && !repository.archived) return null;
  return (
    <p className={styles.summary}>
      {repository.archived ? <ArchivedMark /> : null}
      {parts.map((part) => (
        <span key={part}>{part}</span>
      ))}
    </p>
  );
}
