import { posts } from "virtual:writing";
import { PostList } from "~/components/post-list";
import { portfolio as site } from "~/portfolio";
import { WRITING_PATH } from "~/paths";
import { pageMeta } from "~/seo";
import { socialCard, writingDescription } from "~/social-card";
import intro from "~/components/page-intro.module.css";
import styles from "~/components/page-frame.module.css";

export function meta() {
  return pageMeta({
    title: `Writing · ${site.person.name}`,
    description: writingDescription(site),
    path: WRITING_PATH,
    card: socialCard(site, WRITING_PATH, posts),
    siteName: site.person.name,
  });
}

export default function Writing() {
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <header className={styles.header}>
        <p className={intro.kicker}>{site.person.name}</p>
        <h1 className={intro.title}>Writing</h1>
        <p className={styles.lead}>{writingDescription(site)}</p>
      </header>
      <PostList posts={posts} />
    </main>
  );
}
