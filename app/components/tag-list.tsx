import { Link } from "react-router";
import { usePage } from "~/page/page";
import { tagPath } from "~/addresses/paths";
import styles from "./tag-list.module.css";

/** A post's tags, each a link to the posts that share it. */
export function TagList({ tags, label }: { tags: readonly string[]; label?: string }) {
  const { t, href } = usePage();
  // A post with no tags has no list at all, rather than an empty one.
  if (tags.length === 0) return null;
  return (
    <ul role="list" className={styles.tags} aria-label={label ?? t.tags}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className={styles.tag} to={href(tagPath(tag))}>
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
