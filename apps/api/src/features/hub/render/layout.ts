// The frame of every investor page: head (title, description, canonical, Open Graph, the
// Organization's JSON-LD), the skip link, the banner with the sections, main and footer.
import { hubMessages } from '@quorum/shared';
import { HUB_SCRIPT_VERSION } from '../hub-script';
import { HUB_CSS } from './styles';
import { html, scriptJson } from './html';
import { SafeHtml } from './html';
import type { Renderable } from './html';

const text = hubMessages;

export interface PageHead {
  title: string;
  description: string;
  /** The page's absolute address. */
  canonical: string;
  /** An absolute picture for link previews (the logo), when there is one. */
  image?: string | null;
  jsonLd?: Record<string, unknown>;
  /** A 404 is not indexed. */
  noindex?: boolean;
}

export interface Banner {
  name: string;
  asxCode: string;
  home: string;
  logoUrl: string | null;
  sections: { id: string; label: string }[];
}

/** The script file's address; the version changes with its words so a cache never serves old. */
export const HUB_SCRIPT_PATH = `/hub-assets/hub.js?v=${HUB_SCRIPT_VERSION}`;

export function layout(input: {
  head: PageHead;
  nonce: string;
  banner?: Banner;
  main: Renderable;
}): SafeHtml {
  const { head, nonce, banner } = input;
  return html`<!doctype html>
    <html lang="en-AU">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${head.title}</title>
        <meta name="description" content="${head.description}" />
        <link rel="canonical" href="${head.canonical}" />
        ${head.noindex ? html`<meta name="robots" content="noindex" />` : ''}
        <meta property="og:type" content="website" />
        <meta property="og:title" content="${head.title}" />
        <meta property="og:description" content="${head.description}" />
        <meta property="og:url" content="${head.canonical}" />
        ${head.image ? html`<meta property="og:image" content="${head.image}" />` : ''}
        <meta name="twitter:card" content="summary" />
        <style nonce="${nonce}">
          ${new SafeHtml(HUB_CSS)}
        </style>
        ${
          head.jsonLd
            ? html`<script type="application/ld+json" nonce="${nonce}">
                ${scriptJson(head.jsonLd)}
              </script>`
            : ''
        }
        <script src="${HUB_SCRIPT_PATH}" defer></script>
      </head>
      <body>
        <a class="skip" href="#main">${text.skipLink}</a>${banner ? bannerOf(banner) : ''}
        <main id="main" tabindex="-1">${input.main}</main>
        <footer><p>${text.poweredBy}</p></footer>
      </body>
    </html>`;
}

function bannerOf(banner: Banner) {
  return html`<header class="top">
    <div class="bar">
      <a class="brand" href="${banner.home}"
        >${banner.logoUrl ? html`<img src="${banner.logoUrl}" alt="" width="44" height="44" />` : ''}<span
          >${banner.name}</span
        ><span class="code">ASX: ${banner.asxCode}</span></a
      >
      <nav class="sections" aria-label="Sections">
        <ul>
          ${banner.sections.map((s) => html`<li><a href="${banner.home}#${s.id}">${s.label}</a></li>`)}
        </ul>
      </nav>
    </div>
  </header>`;
}
