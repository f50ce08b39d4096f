// A post's webmentions, as `npm run refresh` kept them from webmention.io (content/fetched/webmentions.json): who
// replied to, liked, reposted, bookmarked or mentioned it, and where; static text and links, no photo, nothing asked
// of webmention.io when a visitor reads the page.
import type { WebMention } from "~/schemas/fetched-schema";
import { usePage } from "~/page/page";
import { ExternalLink } from "./external-link";
import styles from "./post-replies.module.css";

export function PostMentions({ mentions }: { mentions: readonly WebMention[] }) {
  const { t, format } = usePage();
  if (mentions.length === 0) return null;
  return (
    <section className={styles.replies} aria-labelledby="mentions-title">
      <h2 id="mentions-title" className={styles.title}>
        {t.mentions}
      </h2>
      <ol role="list" className={styles.list}>
        {mentions.map((mention) => (
          <li key={`${mention.url} ${mention.kind}`} className={styles.reply} data-depth="1">
            <p className={styles.author}>
              {mention.author.url ? (
                <ExternalLink href={mention.author.url} ugc dir="auto">
                  {mention.author.name}
                </ExternalLink>
              ) : (
                <span dir="auto">{mention.author.name}</span>
              )}{" "}
              <span className={styles.handle}>{t.mentionKind(mention.kind)}</span>
            </p>
            {mention.text ? (
              <p className={styles.text} dir="auto">
                {mention.text}
              </p>
            ) : null}
            <p className={styles.meta}>
              <ExternalLink href={mention.url} ugc>
                <time dateTime={mention.date}>{format.date(mention.date.slice(0, 10))}</time>
              </ExternalLink>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
