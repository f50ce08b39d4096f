import type { PostPage } from "~/page/page";
import { Link } from "react-router";
import { usePage } from "~/page/page";
import { WRITING_PATH } from "~/addresses/paths";
import { PostList } from "./post-list";

/** How many of the newest posts the home page shows. */
export const LATEST_POSTS = 3;

type Props = {
  /** Every post, newest first. */
  posts: readonly Pick<PostPage, "slug" | "title" | "description" | "date" | "tags">[];
  className?: string;
  titleClassName?: string;
};

/** The home page's newest posts and a link to all of them; nothing at all without posts. */
export function LatestPosts({ posts, className, titleClassName }: Props) {
  const { t, href } = usePage();
  if (posts.length === 0) return null;
  return (
    <section className={className} aria-labelledby="writing-title">
      <h2 id="writing-title" className={titleClassName}>
        {t.writing}
      </h2>
      <PostList posts={posts.slice(0, LATEST_POSTS)} headingLevel={3} />
      <p>
        <Link to={href(WRITING_PATH)}>{t.allPosts(posts.length)}</Link>
      </p>
    </section>
  );
}
