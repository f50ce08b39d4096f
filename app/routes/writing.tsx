import { PostList } from "~/components/post-list";
import { metaPage, publishedMeta, titleOf, usePage } from "~/page/page";
import { writingDescription } from "~/page/social-card";
import type { Route } from "./+types/writing";
import intro from "~/components/page-intro.module.css";
import styles from "~/components/page-frame.module.css";

export function meta({ matches }: Route.MetaArgs) {
  const page = metaPage(matches);
  return publishedMeta(page, {
    title: titleOf(page, page.t.writing),
    description: writingDescription(page.site, page.t),
  });
}

export default function Writing() {
  const { site, posts, postsElsewhere, t } = usePage();
  // The posts not written in this language among its own, by date (settings.ts's postsAcrossLanguages).
  const listed = [...posts, ...postsElsewhere].sort((a, b) => b.date.localeCompare(a.date));
  return (
    // An h-feed (microformats2) of the posts' h-entries (PostList), by the owner.
    <main id="main" tabIndex={-1} className={`${styles.page} h-feed`}>
      <header className={styles.header}>
        <p className={`${intro.kicker} p-author h-card`}>{site.person.name}</p>
        <h1 className={`${intro.title} p-name`}>{t.writing}</h1>
        <p className={styles.lead}>{writingDescription(site, t)}</p>
      </header>
      <PostList posts={listed} />
    </main>
  );
}
