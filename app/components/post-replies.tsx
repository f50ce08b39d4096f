// The public replies to the posts that announced a post on Bluesky or Mastodon, as `npm run refresh` kept them
// (content/fetched/replies.json), under the post: static HTML, each reply's text as text (React escapes it), no
// avatar, nothing asked of the services when a visitor reads the page; and a link to reply there.
import type { Reply } from "~/schemas/fetched-schema";
import type { RepliesShown } from "~/collections/fetched-data";
import { usePage } from "~/page/page";
import { ExternalLink } from "./external-link";
import styles from "./post-replies.module.css";

/** How deep a reply is drawn: replies deeper than this are drawn at this depth. */
const DEEPEST_DRAWN = 3;

function ReplyItem({ reply }: { reply: Reply }) {
  const { t, format } = usePage();
  return (
    <li className={styles.reply} data-depth={Math.min(reply.depth, DEEPEST_DRAWN)}>
      <p className={styles.author}>
        <ExternalLink href={reply.author.url} ugc dir="auto">
          {reply.author.name}
        </ExternalLink>{" "}
        <span className={styles.handle}>{reply.author.handle}</span>
      </p>
      <p className={styles.text} dir="auto">
        {reply.text}
      </p>
      <p className={styles.meta}>
        <ExternalLink href={reply.url} ugc>
          <time dateTime={reply.date}>{format.date(reply.date.slice(0, 10))}</time>
        </ExternalLink>
        {reply.likes > 0 ? <span>{t.replyLikes(reply.likes)}</span> : null}
        {reply.reposts > 0 ? <span>{t.replyReposts(reply.reposts)}</span> : null}
      </p>
    </li>
  );
}

/** The replies under a post whose front matter lists where it was announced; nothing for a post that lists none. */
export function PostReplies({ threads }: { threads: readonly RepliesShown[] }) {
  const { t } = usePage();
  if (threads.length === 0) return null;
  const replies = threads.flatMap((thread) => thread.replies);
  return (
    <section className={styles.replies} aria-labelledby="replies-title">
      <h2 id="replies-title" className={styles.title}>
        {t.replies}
      </h2>
      {replies.length > 0 ? (
        <ol role="list" className={styles.list}>
          {replies.map((reply) => (
            <ReplyItem key={reply.url} reply={reply} />
          ))}
        </ol>
      ) : (
        <p>{t.noReplies}</p>
      )}
      <ul role="list" className={styles.links}>
        {threads.map((thread) => (
          <li key={thread.url}>
            <ExternalLink href={thread.url}>
              {thread.service === "bluesky" ? t.replyOnBluesky : t.replyOnMastodon}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
