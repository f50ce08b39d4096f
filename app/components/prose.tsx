type Props = {
  /** Sanitised HTML rendered from the content's Markdown at build time (app/markdown/markdown.ts). */
  html: string;
  className?: string;
};

/**
 * Long text written in Markdown (a bio, a project's description): paragraphs,
 * lists, links, code and tables, styled from the design tokens. The HTML is
 * made at build time from the owner's content, with raw HTML dropped and the
 * result sanitised, so the page needs no JavaScript to show it. Styled by
 * app/components/prose.css.
 */
export function Prose({ html, className }: Props) {
  return <div className={className ? `prose ${className}` : "prose"} dangerouslySetInnerHTML={{ __html: html }} />;
}
