import { Link } from "react-router";
import type { PostPage } from "~/page/page";
import { usePage } from "~/page/page";
import { HOME_PATH, WRITING_PATH } from "~/addresses/paths";
import { NOT_INDEXED } from "~/page/search-marks";
import { PostDate } from "./post-date";
import { TagList } from "./tag-list";
import intro from "./page-intro.module.css";
import frame from "./page-frame.module.css";
import styles from "./post-header.module.css";

export type PostHeaderProps = {
  /** The post, in the page's language. */
  post: PostPage;
};

/**
 * The head of a post's page: Writing, its title, its author (the owner, as an h-card), its dates and reading time,
 * and its tags. Inside the post's h-entry, so its name, dates and author are the entry's.
 */
export function PostHeader({ post }: PostHeaderProps) {
  const { t, href, site } = usePage();
  return (
    <header className={frame.header} data-part="post-header">
      <p className={intro.kicker} {...NOT_INDEXED}>
        <Link to={href(WRITING_PATH)}>{t.writing}</Link>
      </p>
      <h1 className={`${styles.title} p-name`}>{post.title}</h1>
      {/* The author, dates and reading time: the same on every post, so not what a result's excerpt shows. */}
      <p className={styles.facts} {...NOT_INDEXED}>
        <span>
          <Link className="p-author h-card" to={href(HOME_PATH)}>
            {site.person.name}
          </Link>
        </span>
        <span>
          {t.published} <PostDate date={post.date} className="dt-published" />
        </span>
        {post.updated ? (
          <span>
            {t.updated} <PostDate date={post.updated} className="dt-updated" />
          </span>
        ) : null}
        <span>{t.minutesToRead(post.minutes)}</span>
      </p>
      <TagList tags={post.tags} />
    </header>
  );
}
