import { Link } from "react-router";
import { tagPath } from "~/paths";
import styles from "./tag-list.module.css";

/** A post's tags, each a link to the posts that share it. */
export function TagList({ tags, label = "Tags" }: { tags: readonly string[]; label?: string }) {
  return (
    <ul role="list" className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className={styles.tag} to={tagPath(tag)}>
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
