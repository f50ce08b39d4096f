import { Link } from "react-router";
import { PostList } from "~/components/post-list";
import { pageAt, publishedMeta, titleOf, usePage, type Page } from "~/i18n/page";
import { slugFromPathname, WRITING_PATH } from "~/paths";
import type { Route } from "./+types/tag";
import intro from "~/components/page-intro.module.css";
import styles from "~/components/page-frame.module.css";

function tagOf(page: Page) {
  const tag = slugFromPathname(page.path);
  const tagged = page.posts.filter((post) => post.tags.includes(tag));
  // Routes are made from the same posts, so this cannot miss.
  if (tagged.length === 0) throw new Error(`No posts tagged ${tag}`);
  return { tag, tagged, summary: page.t.taggedSummary(tagged.length, page.site.person.name, tag) };
}

export function meta({ location }: Route.MetaArgs) {
  const page = pageAt(location.pathname);
  const { tag, summary } = tagOf(page);
  return publishedMeta(page, {
    title: titleOf(page, page.t.taggedTitle(tag)),
    description: summary,
    // A tag's list shares the list of posts' preview image.
    cardPath: WRITING_PATH,
  });
}

export default function TagPage() {
  const page = usePage();
  const { t, href } = page;
  const { tag, tagged, summary } = tagOf(page);
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <header className={styles.header}>
        <p className={intro.kicker}>
          <Link to={href(WRITING_PATH)}>{t.writing}</Link>
        </p>
        <h1 className={intro.title}>{t.taggedTitle(tag)}</h1>
        <p className={styles.lead}>{summary}</p>
      </header>
      <PostList posts={tagged} />
    </main>
  );
}
