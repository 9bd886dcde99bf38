import Box from '@mui/material/Box';
import type { Token, Tokens } from 'marked';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TableScroller } from '../../../components/table-scroller';
import { useTranslation } from '../../../lib/i18n';
import { type AnchoredHeading, isExternalHref } from '../markdown/parse-markdown';
import { withKeys } from '../markdown/with-keys';
import { articleTypographySx } from './article-typography';

/** Schemes a link in the content may use; anything else (javascript:, data:) renders as plain text. */
const SAFE_EXTERNAL = /^(https?:|mailto:)/i;

/** A link of the content: a route of this app client-side, an anchor in place, another site in a new tab. */
function MarkdownLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (href.startsWith('#')) return <a href={href}>{children}</a>;
  if (!isExternalHref(href)) return <Link to={href}>{children}</Link>;
  if (!SAFE_EXTERNAL.test(href)) return children;
  if (href.toLowerCase().startsWith('mailto:')) return <a href={href}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      {t('help.opensInNewTab')}
    </a>
  );
}

function renderInline(tokens: Token[] | undefined): ReactNode[] {
  return withKeys(tokens ?? []).map(({ key, item }) => <InlineToken key={key} token={item} />);
}

function InlineToken({ token }: { token: Token }): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong>{renderInline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em>{renderInline((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <del>{renderInline((token as Tokens.Del).tokens)}</del>;
    case 'codespan':
      return <code>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br />;
    case 'link': {
      const link = token as Tokens.Link;
      return <MarkdownLink href={link.href}>{renderInline(link.tokens)}</MarkdownLink>;
    }
    case 'image':
      // The help has no pictures; an image's words stand in for it rather than a request elsewhere.
      return (token as Tokens.Image).text;
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? renderInline(text.tokens) : text.text;
    }
    case 'escape':
    case 'html':
      // Raw HTML shows as the text it is: the content is never put into the page as markup.
      return (token as Tokens.Escape | Tokens.HTML).text;
    default:
      return 'raw' in token ? token.raw : null;
  }
}

const HEADING_TAGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

/** A list item: a tight list's line of text, or a loose list's paragraphs and nested lists. */
function ListItemContent({ item, section }: { item: Tokens.ListItem; section: string }) {
  return withKeys(item.tokens).map(({ key, item: token }) =>
    token.type === 'text' ? <InlineToken key={key} token={token} /> : <BlockToken key={key} token={token} section={section} />,
  );
}

function MarkdownTable({ table, section }: { table: Tokens.Table; section: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ my: 2 }}>
      <TableScroller label={t('help.tableLabel', { section })}>
        <table>
          <thead>
            <tr>
              {withKeys(table.header).map(({ key, item: cell }) => (
                <th key={key} scope="col" style={{ textAlign: cell.align ?? undefined }}>
                  {renderInline(cell.tokens)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {withKeys(table.rows).map(({ key, item: row }) => (
              <tr key={key}>
                {withKeys(row).map(({ key: cellKey, item: cell }) => (
                  <td key={cellKey} style={{ textAlign: cell.align ?? undefined }}>
                    {renderInline(cell.tokens)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </Box>
  );
}

/** `section`: the heading the token stands under, which names its table for screen readers. */
function BlockToken({ token, section }: { token: Token; section: string }): ReactNode {
  switch (token.type) {
    case 'heading': {
      const heading = token as AnchoredHeading;
      const Tag = HEADING_TAGS[heading.depth as keyof typeof HEADING_TAGS] ?? 'h6';
      return <Tag id={heading.id}>{renderInline(heading.tokens)}</Tag>;
    }
    case 'paragraph':
      return <p>{renderInline((token as Tokens.Paragraph).tokens)}</p>;
    case 'list': {
      const list = token as Tokens.List;
      const items = withKeys(list.items).map(({ key, item }) => (
        <li key={key}>
          <ListItemContent item={item} section={section} />
        </li>
      ));
      return list.ordered ? <ol start={list.start === '' ? undefined : list.start}>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      return <MarkdownTable table={token as Tokens.Table} section={section} />;
    case 'blockquote':
      return <blockquote>{renderBlocks((token as Tokens.Blockquote).tokens, section)}</blockquote>;
    case 'code':
      return (
        <pre>
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'hr':
      return <hr />;
    case 'space':
    case 'def':
      return null;
    case 'text': {
      const text = token as Tokens.Text;
      return <p>{text.tokens ? renderInline(text.tokens) : text.text}</p>;
    }
    default:
      return 'raw' in token ? <p>{token.raw}</p> : null;
  }
}

/** Renders block tokens, following which heading each stands under. */
function renderBlocks(tokens: Token[], startSection: string): ReactNode[] {
  let section = startSection;
  return withKeys(tokens).map(({ key, item }) => {
    if (item.type === 'heading') section = (item as AnchoredHeading).text;
    return <BlockToken key={key} token={item} section={section} />;
  });
}

/** The content of a help or legal page, from its Markdown tokens (see `parseMarkdown`), set for reading. */
export function MarkdownView({ tokens, title }: { tokens: Token[]; title: string }) {
  return <Box sx={articleTypographySx}>{renderBlocks(tokens, title)}</Box>;
}
