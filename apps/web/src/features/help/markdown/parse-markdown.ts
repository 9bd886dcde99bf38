import { Lexer, type Token, type Tokens } from 'marked';

/** A heading of a document with the id its anchor links use. */
export interface DocumentHeading {
  id: string;
  depth: number;
  text: string;
}

/** A heading token whose explicit `{#id}` has been taken out of its text. */
export type AnchoredHeading = Tokens.Heading & { id: string };

export interface ParsedMarkdown {
  tokens: Token[];
  /** The headings in order, for the table of contents. */
  headings: DocumentHeading[];
}

/** `## 番組表での検索 {#timetable}`: an explicit, stable ASCII id at the end of a heading. */
const EXPLICIT_ID = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;

/** A fallback id from the heading's text: Japanese is kept (ids may hold any character but spaces). */
function slugOf(text: string): string {
  return text.trim().replace(/\s+/g, '-');
}

/** Takes `{#id}` out of the heading's last text token, so it shows neither in the page nor in the contents. */
function anchorHeading(heading: Tokens.Heading): AnchoredHeading {
  const match = EXPLICIT_ID.exec(heading.text);
  if (!match?.[1]) return { ...heading, id: slugOf(heading.text) };
  const tokens = [...heading.tokens];
  const last = tokens.at(-1);
  if (last?.type === 'text') {
    const text = last.text.replace(EXPLICIT_ID, '');
    tokens[tokens.length - 1] = { ...last, raw: text, text };
  }
  return { ...heading, id: match[1], text: heading.text.replace(EXPLICIT_ID, ''), tokens };
}

/**
 * Reads the repository's own Markdown (GitHub-flavoured, with tables) into tokens that the view
 * renders as React elements: no HTML string is ever put into the page, so raw HTML in a file
 * would only show as text.
 */
export function parseMarkdown(markdown: string): ParsedMarkdown {
  const tokens = Lexer.lex(markdown, { gfm: true }).map((token) =>
    token.type === 'heading' ? anchorHeading(token as Tokens.Heading) : token,
  );
  const headings = tokens
    .filter((token): token is AnchoredHeading => token.type === 'heading')
    .map(({ id, depth, text }) => ({ id, depth, text }));
  return { tokens, headings };
}

/** Whether a link leaves this app (another origin or scheme), as opposed to a route or an anchor. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}
