import { PRERENDER_ATTRIBUTE } from "~/page/speculation-rules";
import type { PostPage } from "~/page/page";
import { Link } from "react-router";
import { usePage } from "~/page/page";
import { postPath } from "~/addresses/paths";
import { PostDate } from "./post-date";
import { TagList } from "./tag-list";
import styles from "./post-list.module.css";

type Props = {
  posts: readonly Pick<PostPage, "slug" | "title" | "description" | "date" | "tags">[];
  /** The rank of each post's title: one below the section the list is in. */
  headingLevel?: 2 | 3;
};

/** Posts, as given (newest first), each with its date, description and tags; each an h-entry (microformats2). */
export function PostList({ posts, headingLevel = 2 }: Props) {
  const { t, href } = usePage();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul role="list" className={styles.list}>
      {posts.map((post) => (
        <li key={post.slug} className={`${styles.post} h-entry`}>
          <PostDate date={post.date} className={`${styles.date} dt-published`} />
          <Heading className={`${styles.title} p-name`}>
            <Link className="u-url" to={href(postPath(post.slug))} {...{ [PRERENDER_ATTRIBUTE]: "" }}>
              {post.title}
            </Link>
          </Heading>
          <p className={`${styles.description} p-summary`}>{post.description}</p>
          <TagList tags={post.tags} label={t.tagsOf(post.title)} />
        </li>
      ))}
    </ul>
  );
}
