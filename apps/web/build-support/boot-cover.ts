import { readFileSync } from 'node:fs';
import type { Theme } from '@mui/material/styles';
import type { Plugin } from 'vite';

/**
 * The loading cover as plain HTML and CSS inside `#root`, drawn as soon as the page's HTML has
 * arrived, before any script: it looks as `LoadingOverlay` (components/loading-overlay.tsx) does,
 * which React draws in its place on its first render, so the page shows the same cover from its
 * first paint instead of a blank screen while the entry script downloads.
 */
export function bootCoverHtml(loadingText: string): string {
  const text = loadingText.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<div class="boot-cover" role="status" aria-live="polite"><span class="boot-progress" aria-hidden="true"><svg viewBox="22 22 44 44"><circle cx="44" cy="44" r="20.2" fill="none" stroke-width="3.6"></circle></svg></span><p>${text}</p></div>`;
}

/**
 * The cover's looks from the app's theme (background, text, body type, primary colour) and MUI's
 * spinner. Without script nothing would ever replace it: the page's <noscript> message shows instead.
 */
export function bootCoverStyle(theme: Theme): string {
  const { palette, typography } = theme;
  const { body1 } = typography;
  return `<style>
.boot-cover{position:fixed;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:${theme.spacing(2)};background:${palette.background.default};color:${palette.text.primary}}
.boot-cover p{margin:0;font-family:${typography.fontFamily};font-weight:${body1.fontWeight};font-size:${body1.fontSize};line-height:${body1.lineHeight}}
.boot-progress{display:inline-block;width:40px;height:40px;color:${palette.primary.main};animation:boot-rotate 1.4s linear infinite}
.boot-progress svg{display:block}
.boot-progress circle{stroke:currentColor;stroke-dasharray:80px,200px;stroke-dashoffset:0;animation:boot-dash 1.4s ease-in-out infinite}
@keyframes boot-rotate{0%{transform:rotate(0deg)}100%{transform:rotate(360deg)}}
@keyframes boot-dash{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:1px,200px;stroke-dashoffset:-126px}}
</style>
<noscript><style>.boot-cover{display:none}</style></noscript>`;
}

/** Puts the cover into index.html at build and in development, its text read from the `ja` catalogue. */
export function bootCover({ cataloguePath, theme }: { cataloguePath: string; theme: Theme }): Plugin {
  return {
    name: 'tvcm-boot-cover',
    transformIndexHtml(html) {
      const catalogue = JSON.parse(readFileSync(cataloguePath, 'utf8')) as { common: { loading: string } };
      return html
        .replace('<div id="root"></div>', `<div id="root">${bootCoverHtml(catalogue.common.loading)}</div>`)
        .replace('</head>', `${bootCoverStyle(theme)}\n  </head>`);
    },
  };
}
