import "~/styles/code-colours.css";
import "~/styles/diagrams.css";
import "~/styles/code-lines.css";
import "~/styles/post-images.css";
import "~/styles/alerts.css";
import "~/styles/maths.css";
import "~/styles/maths-font-face";
import { data, Link } from "react-router";
import { MathsFontPreload } from "~/components/maths-font-preload";
import { postBodyHtml } from "~/components/post-body";
import { hasCodeBlock, type CodeCopyHandle } from "~/components/code-copy";
import { PostComments, type CommentsHandle } from "~/components/post-comments";
import { PostMentions } from "~/components/post-mentions";
import { PostReplies } from "~/components/post-replies";
import { Parts } from "~/components/owner-parts";
import { TableOfContents } from "~/components/table-of-contents";
import { metaPage, portfolioOf, publishedMeta, titleOf, usePage } from "~/page/page";
import { requestedFullContent } from "~/page/page-content.server";
import { postComments } from "~/page/giscus-comments.server";
import { indexedAs } from "~/page/search-marks";
import { postPath } from "~/addresses/paths";
import { absoluteUrl, appSiteRoot } from "~/addresses/site-url";
import { blogPostingJsonLd } from "~/page/structured-data";
import type { Route } from "./+types/post";
import body from "~/components/post-body.module.css";
import frame from "~/components/page-frame.module.css";
import styles from "./post.module.css";

/** The post named by the address, in the page's language, and its neighbours; any other name is not found. */
export async function loader({ params, url }: Route.LoaderArgs) {
  // Whole: its body and contents, which the root's data leaves out for every other page.
  const { posts, language } = await requestedFullContent(url);
  const index = posts.findIndex((candidate) => candidate.slug === params.post);
  const post = posts[index];
  if (!post) throw data(null, { status: 404 });
  const link = (other: (typeof posts)[number] | undefined) => (other ? { slug: other.slug, title: other.title } : null);
  // Newest first: the newer post is before it, the older one after.
  return {
    post,
    newer: link(posts[index - 1]),
    older: link(posts[index + 1]),
    comments: postComments(post.slug, language),
  };
}

/** A post with a code block gets the copy button's script; with comments on request, their script and giscus's frame. */
export const handle = {
  showsCode: (data: Route.ComponentProps["loaderData"] | undefined) => hasCodeBlock(data?.post.body ?? []),
  showsComments: (data: Route.ComponentProps["loaderData"] | undefined) => data?.comments !== undefined,
} satisfies CodeCopyHandle & CommentsHandle;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const page = metaPage(matches);
  const { post } = loaderData;
  return [
    ...publishedMeta(page, { title: titleOf(page, post.title), description: post.description }).map((tag) =>
      "property" in tag && tag.property === "og:type" ? { ...tag, content: "article" } : tag,
    ),
    { property: "article:published_time", content: post.date },
    ...(post.updated ? [{ property: "article:modified_time", content: post.updated }] : []),
    { "script:ld+json": blogPostingJsonLd(portfolioOf(page), post, page.language) },
  ];
}

/** The post before or after this one, named by direction and title. */
function PagerLink({
  post,
  rel,
  className,
}: {
  post: { slug: string; title: string };
  rel: "prev" | "next";
  className?: string;
}) {
  const { t, href } = usePage();
  return (
    <li className={className}>
      <Link to={href(postPath(post.slug))} rel={rel}>
        <span className={styles.direction}>{rel === "prev" ? t.previousPost : t.nextPost}</span>
        <span className={styles.pagerTitle}>{post.title}</span>
      </Link>
    </li>
  );
}

export default function PostPage({ loaderData: { post, newer, older, comments } }: Route.ComponentProps) {
  const { t, href } = usePage();
  const root = appSiteRoot();
  const html = postBodyHtml(post.body);
  return (
    <main id="main" tabIndex={-1} className={frame.page}>
      <MathsFontPreload html={html} />
      {/* An h-entry (microformats2): its name, dates, author and content, for readers that parse the page. */}
      <article className={`${styles.article} h-entry`} {...indexedAs("post", post.alsoIn)}>
        <data className="u-url u-uid" value={absoluteUrl(href(postPath(post.slug)), root)} />
        <Parts.PostHeader post={post} />
        <TableOfContents entries={post.toc} />
        <div className={`${body.body} e-content`} dangerouslySetInnerHTML={{ __html: html }} />
      </article>

      <PostReplies threads={post.replies} />
      <PostMentions mentions={post.mentions} />
      <PostComments comments={comments} />

      {newer || older ? (
        <nav className={styles.pager} aria-label={t.morePosts}>
          <ul role="list">
            {older ? <PagerLink post={older} rel="prev" className={styles.older} /> : null}
            {newer ? <PagerLink post={newer} rel="next" className={styles.newer} /> : null}
          </ul>
        </nav>
      ) : null}
    </main>
  );
}
