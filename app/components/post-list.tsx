import { PRERENDER_ATTRIBUTE } from "~/page/speculation-rules";
import type { PostElsewhere, PostPage } from "~/page/page";
import { Link } from "react-router";
import { usePage } from "~/page/page";
import { localizePath } from "~/languages/language-tags";
import { postPath } from "~/addresses/paths";
import { PostDate } from "./post-date";
import { TagList } from "./tag-list";
import styles from "./post-list.module.css";

type Listed = Pick<PostPage, "slug" | "title" | "description" | "date" | "tags"> & {
  /** Set on a post written in another language than the page's: it is shown and linked in that one, untagged. */
  language?: PostElsewhere["language"];
};

type Props = {
  posts: readonly Listed[];
  /** The rank of each post's title: one below the section the list is in. */
  headingLevel?: 2 | 3;
};

/**
 * Posts, as given (newest first), each with its date, description and tags; each an h-entry (microformats2). A post
 * in another language says so: its title and description carry its lang, its link the hreflang of the page it
 * opens, and a mark above its title names the language in its own words.
 */
export function PostList({ posts, headingLevel = 2 }: Props) {
  const { t, href } = usePage();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul role="list" className={styles.list}>
      {posts.map((post) => {
        const { language } = post;
        const own = language ? { lang: language.tag, dir: language.dir } : {};
        return (
          <li key={post.slug} className={`${styles.post} h-entry`}>
            <PostDate date={post.date} className={`${styles.date} dt-published`} />
            {language ? (
              <span className={styles.language} lang={language.tag} dir={language.dir}>
                {language.label}
              </span>
            ) : null}
            <Heading className={`${styles.title} p-name`} {...own}>
              <Link
                className="u-url"
                to={language ? localizePath(postPath(post.slug), language) : href(postPath(post.slug))}
                {...(language ? { hrefLang: language.tag } : { [PRERENDER_ATTRIBUTE]: "" })}
              >
                {post.title}
              </Link>
            </Heading>
            <p className={`${styles.description} p-summary`} {...own}>
              {post.description}
            </p>
            {/* Its tags' pages are in its language: this one may have no page for them. */}
            {language ? null : <TagList tags={post.tags} label={t.tagsOf(post.title)} />}
          </li>
        );
      })}
    </ul>
  );
}
