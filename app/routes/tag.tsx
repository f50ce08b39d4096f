import { data, Link } from "react-router";
import { PostList } from "~/components/post-list";
import { metaPage, pageOf, publishedMeta, titleOf, usePage } from "~/page/page";
import { requestedContent } from "~/page/page-content.server";
import { WRITING_PATH } from "~/addresses/paths";
import type { Route } from "./+types/tag";
import intro from "~/components/page-intro.module.css";
import styles from "~/components/page-frame.module.css";

/** The posts with the tag the address names, in the page's language; a tag no post has is not found. */
export async function loader({ params, url }: Route.LoaderArgs) {
  const page = pageOf(await requestedContent(url));
  const tag = params.tag;
  const tagged = page.posts.filter((post) => post.tags.includes(tag));
  if (tagged.length === 0) throw data(null, { status: 404 });
  return { tag, tagged, summary: page.t.taggedSummary(tagged.length, page.site.person.name, tag) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const page = metaPage(matches);
  const { tag, summary } = loaderData;
  return publishedMeta(page, {
    title: titleOf(page, page.t.taggedTitle(tag)),
    description: summary,
    // A tag's list shares the list of posts' preview image.
    cardPath: WRITING_PATH,
  });
}

export default function TagPage({ loaderData: { tag, tagged, summary } }: Route.ComponentProps) {
  const { t, href } = usePage();
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
