import { posts } from "virtual:writing";
import "virtual:writing-code.css";
import { Link, useLocation } from "react-router";
import { postBodyHtml } from "~/components/post-body";
import { PostDate } from "~/components/post-date";
import { TagList } from "~/components/tag-list";
import { portfolio as site } from "~/portfolio";
import { postPath, slugFromPathname, WRITING_PATH } from "~/paths";
import { pageMeta } from "~/seo";
import { socialCard } from "~/social-card";
import { blogPostingJsonLd } from "~/structured-data";
import type { Route } from "./+types/post";
import intro from "~/components/page-intro.module.css";
import body from "~/components/post-body.module.css";
import frame from "~/components/page-frame.module.css";
import styles from "./post.module.css";

function postAt(pathname: string) {
  const slug = slugFromPathname(pathname);
  const index = posts.findIndex((candidate) => candidate.slug === slug);
  const post = posts[index];
  // Routes are made from the same posts, so this cannot miss.
  if (!post) throw new Error(`No post for ${pathname}`);
  // Newest first: the newer post is before it, the older one after.
  return { post, newer: posts[index - 1], older: posts[index + 1] };
}

export function meta({ location }: Route.MetaArgs) {
  const { post } = postAt(location.pathname);
  const path = postPath(post.slug);
  return [
    ...pageMeta({
      title: `${post.title} · ${site.person.name}`,
      description: post.description,
      path,
      card: socialCard(site, path, posts),
      siteName: site.person.name,
    }).map((tag) => ("property" in tag && tag.property === "og:type" ? { ...tag, content: "article" } : tag)),
    { property: "article:published_time", content: post.date },
    ...(post.updated ? [{ property: "article:modified_time", content: post.updated }] : []),
    { "script:ld+json": blogPostingJsonLd(site, post) },
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
  return (
    <li className={className}>
      <Link to={postPath(post.slug)} rel={rel}>
        <span className={styles.direction}>{rel === "prev" ? "Previous post" : "Next post"}</span>
        <span className={styles.pagerTitle}>{post.title}</span>
      </Link>
    </li>
  );
}

export default function PostPage() {
  const { post, newer, older } = postAt(useLocation().pathname);
  return (
    <main id="main" tabIndex={-1} className={frame.page}>
      <article className={styles.article}>
        <header className={frame.header}>
          <p className={intro.kicker}>
            <Link to={WRITING_PATH}>Writing</Link>
          </p>
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.facts}>
            <span>
              Published <PostDate date={post.date} />
            </span>
            {post.updated ? (
              <span>
                Updated <PostDate date={post.updated} />
              </span>
            ) : null}
            <span>{post.minutes} min read</span>
          </p>
          <TagList tags={post.tags} />
        </header>
        <div className={body.body} dangerouslySetInnerHTML={{ __html: postBodyHtml(post.body) }} />
      </article>

      {newer || older ? (
        <nav className={styles.pager} aria-label="More posts">
          <ul role="list">
            {older ? <PagerLink post={older} rel="prev" className={styles.older} /> : null}
            {newer ? <PagerLink post={newer} rel="next" className={styles.newer} /> : null}
          </ul>
        </nav>
      ) : null}
    </main>
  );
}
