import { posts } from "virtual:writing";
import { Link, useLocation } from "react-router";
import { PostList } from "~/components/post-list";
import { portfolio as site } from "~/portfolio";
import { slugFromPathname, tagPath, WRITING_PATH } from "~/paths";
import { pageMeta } from "~/seo";
import { socialCard } from "~/social-card";
import type { Route } from "./+types/tag";
import intro from "~/components/page-intro.module.css";
import styles from "~/components/page-frame.module.css";

function tagAt(pathname: string) {
  const tag = slugFromPathname(pathname);
  const tagged = posts.filter((post) => post.tags.includes(tag));
  // Routes are made from the same posts, so this cannot miss.
  if (tagged.length === 0) throw new Error(`No posts tagged ${tag}`);
  return { tag, tagged };
}

function summary(tag: string, count: number) {
  return `${count} ${count === 1 ? "post" : "posts"} by ${site.person.name} tagged “${tag}”.`;
}

export function meta({ location }: Route.MetaArgs) {
  const { tag, tagged } = tagAt(location.pathname);
  return pageMeta({
    title: `Posts tagged “${tag}” · ${site.person.name}`,
    description: summary(tag, tagged.length),
    path: tagPath(tag),
    // A tag's list shares the list of posts' preview image.
    card: socialCard(site, WRITING_PATH, posts),
    siteName: site.person.name,
  });
}

export default function TagPage() {
  const { tag, tagged } = tagAt(useLocation().pathname);
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <header className={styles.header}>
        <p className={intro.kicker}>
          <Link to={WRITING_PATH}>Writing</Link>
        </p>
        <h1 className={intro.title}>Posts tagged “{tag}”</h1>
        <p className={styles.lead}>{summary(tag, tagged.length)}</p>
      </header>
      <PostList posts={tagged} />
    </main>
  );
}
