// A post's comments on request (settings.ts's `comments`, giscus): a link to the post's discussion on GitHub, which
// ./comments-script.js makes a "Show comments" button where JavaScript runs; only pressing it loads giscus's frame,
// so a visitor who does not press it sends GitHub nothing. The route's handle puts the script and giscus's origin
// in this page's policy only.
import type { CommentsShown } from "~/page/giscus-comments.server";
import { usePage } from "~/page/page";
import styles from "./post-comments.module.css";
// The same section as the replies' and the mentions' above it.
import section from "./post-replies.module.css";

/** A route module's `handle` when its page may show comments on request. */
export type CommentsHandle = { showsComments: (data: never) => boolean };

export function PostComments({ comments }: { comments: CommentsShown | undefined }) {
  const { t } = usePage();
  if (!comments) return null;
  return (
    <section className={section.replies} aria-labelledby="comments-title">
      <h2 id="comments-title" className={section.title}>
        {t.comments}
      </h2>
      <a
        className={styles.show}
        href={comments.discussions}
        rel="noopener noreferrer"
        data-comments=""
        data-show={t.showComments}
        data-frame-title={t.commentsFrame}
        data-frame-class={styles.frame}
        data-repo={comments.repo}
        data-repo-id={comments.repoId}
        data-category={comments.category}
        data-category-id={comments.categoryId}
        data-term={comments.term}
        data-lang={comments.lang}
      >
        {t.commentsOnGitHub}
      </a>
    </section>
  );
}
