// The home page's "Also on GitHub": the repositories pinned on the owner's GitHub profile that are not already
// projects, as `npm run refresh` kept them (content/fetched/pinned.json). Their names link to GitHub; their
// descriptions are text; no image, and nothing asked of GitHub when a visitor reads the page.
import type { PinnedShown } from "~/collections/fetched-data";
import { usePage } from "~/page/page";
import { ExternalLink } from "./external-link";
import { RepositorySummary } from "./repository-facts";
import styles from "./pinned-repositories.module.css";

type Props = { repositories: readonly PinnedShown[]; className?: string; titleClassName?: string };

/** The pinned repositories, in the profile's order; nothing at all when there are none. */
export function PinnedRepositories({ repositories, className, titleClassName }: Props) {
  const { t } = usePage();
  if (repositories.length === 0) return null;
  return (
    <section className={className} aria-labelledby="pinned-title">
      <h2 id="pinned-title" className={titleClassName}>
        {t.pinnedRepositories}
      </h2>
      <ul role="list" className={styles.list}>
        {repositories.map((repository) => (
          <li key={repository.repository} className={styles.item}>
            <h3 className={styles.name}>
              <ExternalLink href={repository.url}>{repository.name}</ExternalLink>
            </h3>
            {repository.description ? <p className={styles.description}>{repository.description}</p> : null}
            <RepositorySummary repository={repository} />
          </li>
        ))}
      </ul>
    </section>
  );
}
