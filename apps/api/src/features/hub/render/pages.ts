// The investor page's screens: the company's page, one announcement, and the 404.
import type { PublicSharePrice } from '../../market-data';
import { sharePriceSection } from './share-price';
import { hubMessages } from '@quorum/shared';
import type { HubStatus } from '@quorum/shared';
import type { PublicAnnouncement } from '../../announcements';
import { askForm, pollForm, pollResults } from './forms';
import type { FormState } from './forms';
import { dayOf, excerpt, mediaSummary, momentOf, sizeOf } from './format';
import { html } from './html';
import type { SafeHtml } from './html';
import { layout } from './layout';
import type { Banner } from './layout';

const text = hubMessages;

export interface HubProfile {
  name: string;
  legalName: string;
  asxCode: string;
  about: string | null;
  websiteUrl: string | null;
  email: string | null;
  phoneNumber: string | null;
  logoUrl: string | null;
  links: { title: string; url: string }[];
  executives: { name: string; role: string; linkedIn: string | null; pictureUrl: string | null }[];
}

/** An upcoming event as the page lists it (from the events feature). */
export interface HubEvent {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  /** The event's own IANA zone: its time is shown there (an AGM at 10:00 Perth time). */
  timeZone: string;
  allDay: boolean;
  location: string | null;
  description: string | null;
}

export interface HubFaqCategory {
  categoryName: string;
  faqs: { question: string; answer: string }[];
}

/** Where the page is: its origin and its path, which every address of it is made from. */
export interface HubPlace {
  origin: string;
  home: string;
}

const STATUS_WORDS: Record<HubStatus, string> = {
  'question-sent': text.questionSent,
  'vote-counted': text.voteCounted,
};

function statusLine(status: HubStatus | undefined) {
  return status ? html`<p class="status ok" role="status">${STATUS_WORDS[status]}</p>` : '';
}

const plainWords = (value: string | null, max = 300) => (value ? excerpt(value, max) : '');

function banner(profile: HubProfile, place: HubPlace, sections: Banner['sections']): Banner {
  return {
    name: profile.name,
    asxCode: profile.asxCode,
    home: place.home,
    logoUrl: profile.logoUrl,
    sections,
  };
}

/** Only http(s) addresses become links: a stored value is never a javascript: address. */
const webAddress = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

function organization(profile: HubProfile, place: HubPlace) {
  const sameAs = profile.links.map((l) => webAddress(l.url)).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: profile.name,
    legalName: profile.legalName,
    tickerSymbol: `ASX:${profile.asxCode}`,
    url: webAddress(profile.websiteUrl) ?? `${place.origin}${place.home}`,
    ...(profile.logoUrl ? { logo: `${place.origin}${profile.logoUrl}` } : {}),
    ...(profile.about ? { description: plainWords(profile.about) } : {}),
    ...(profile.email ? { email: profile.email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

function announcementItem(a: PublicAnnouncement, place: HubPlace) {
  const href = `${place.home}/announcements/${a.announcementId}`;
  const kind = mediaSummary(a);
  return html`<li>
    <article aria-labelledby="a-${a.announcementId}">
      <h3 id="a-${a.announcementId}"><a href="${href}">${a.title}</a></h3>
      <p class="meta">
        ${a.publishedDate ? dayOf(a.publishedDate) : ''}${kind ? html`<span class="badge">${kind}</span>` : ''}${a.poll ? html`<span class="badge">Poll</span>` : ''}
      </p>
      ${a.body ? html`<p>${excerpt(a.body)}</p>` : ''}
    </article>
  </li>`;
}

function teamItem(e: HubProfile['executives'][number]) {
  const initials = e.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const linkedIn = webAddress(e.linkedIn);
  return html`<li>
    ${e.pictureUrl ? html`<img src="${e.pictureUrl}" alt="" width="56" height="56" loading="lazy" />` : html`<span class="initials" aria-hidden="true">${initials}</span>`}
    <div>
      <p><strong>${e.name}</strong></p>
      <p class="meta">${e.role}</p>
      ${
        linkedIn
          ? html`<p>
              <a href="${linkedIn}" rel="noopener">LinkedIn<span class="hp"> of ${e.name}</span></a>
            </p>`
          : ''
      }
    </div>
  </li>`;
}

function eventItem(e: HubEvent, place: HubPlace) {
  return html`<li>
    <h3>${e.title}</h3>
    <p class="meta">
      ${e.allDay ? dayOf(e.startsAt, e.timeZone) : momentOf(e.startsAt, e.timeZone)}${e.location ? html` · ${e.location}` : ''}
    </p>
    ${e.description ? html`<p>${excerpt(e.description)}</p>` : ''}
    <p>
      <a href="${place.home}/events/${e.id}.ics" download
        >${text.addToCalendar}<span class="hp">: ${e.title}</span></a
      >
    </p>
  </li>`;
}

function section(id: string, title: string, body: SafeHtml | SafeHtml[] | string) {
  return html`<section class="card" id="${id}" aria-labelledby="${id}-h">
    <h2 id="${id}-h">${title}</h2>
    ${body}
  </section>`;
}

export function hubHomePage(input: {
  nonce: string;
  place: HubPlace;
  profile: HubProfile;
  announcements: { items: PublicAnnouncement[]; more: boolean; page: number };
  polls: PublicAnnouncement[];
  events: HubEvent[] | null;
  faq: HubFaqCategory[] | null;
  /** Null when the provider cannot answer: the page leaves the section out. */
  sharePrice?: PublicSharePrice | null;
  status?: HubStatus | undefined;
  state?: FormState | undefined;
}): SafeHtml {
  const { profile, place, announcements, polls, events, faq, state } = input;
  const sharePrice = input.sharePrice ?? null;
  const sections: Banner['sections'] = [
    ...(sharePrice ? [{ id: 'share-price', label: text.sharePrice }] : []),
    { id: 'announcements', label: text.announcements },
    ...(polls.length ? [{ id: 'polls', label: text.polls }] : []),
    ...(events ? [{ id: 'events', label: text.events }] : []),
    ...(faq && faq.length ? [{ id: 'faq', label: 'FAQ' }] : []),
    ...(profile.executives.length ? [{ id: 'team', label: text.executiveTeam }] : []),
    { id: 'ask', label: text.askTitle },
  ];
  const pageQuery = (n: number) => (n <= 1 ? place.home : `${place.home}?page=${n}`);
  const website = webAddress(profile.websiteUrl);
  const main = html`<h1>${profile.name}</h1>
    ${statusLine(input.status)}
    <section class="card" aria-labelledby="about-h">
      <h2 id="about-h">${text.about}</h2>
      ${profile.about ? html`<p class="lead">${profile.about}</p>` : ''}
      <ul class="links">
        ${website ? html`<li><a href="${website}" rel="noopener">${website.replace(/^https?:\/\//i, '')}</a></li>` : ''}${profile.email ? html`<li><a href="mailto:${profile.email}">${profile.email}</a></li>` : ''}${profile.links.filter((l) => webAddress(l.url) && l.url !== profile.websiteUrl).map((l) => html`<li><a href="${l.url}" rel="noopener">${l.title}</a></li>`)}
      </ul>
    </section>
    ${sharePrice ? sharePriceSection(sharePrice, place.home) : ''}${section(
      'announcements',
      text.announcements,
      announcements.items.length
        ? html`<ul class="list">
              ${announcements.items.map((a) => announcementItem(a, place))}
            </ul>
            ${announcements.page > 1 || announcements.more ? html`<nav class="pager" aria-label="${text.announcements}">${announcements.page > 1 ? html`<a href="${pageQuery(announcements.page - 1)}#announcements">${text.newerAnnouncements}</a>` : ''}${announcements.more ? html`<a href="${pageQuery(announcements.page + 1)}#announcements">${text.olderAnnouncements}</a>` : ''}</nav>` : ''}`
        : html`<p class="muted">${text.noAnnouncements}</p>`,
    )}${
      polls.length
        ? section(
            'polls',
            text.polls,
            polls.map((a) =>
              pollForm({
                action: `${place.home}/polls/${a.announcementId}/votes`,
                announcement: a,
                state,
                headingLevel: 3,
              }),
            ),
          )
        : ''
    }${
      events
        ? section(
            'events',
            text.events,
            events.length
              ? html`<ul class="list">
                  ${events.map((e) => eventItem(e, place))}
                </ul>`
              : html`<p class="muted">${text.noEvents}</p>`,
          )
        : ''
    }${
      faq && faq.length
        ? section(
            'faq',
            text.faq,
            faq.map(
              (c) =>
                html`<h3>${c.categoryName}</h3>
                  ${c.faqs.map(
                    (f) =>
                      html`<details>
                        <summary>${f.question}</summary>
                        <p class="answer">${f.answer}</p>
                      </details>`,
                  )}`,
            ),
          )
        : ''
    }${
      profile.executives.length
        ? section(
            'team',
            text.executiveTeam,
            html`<ul class="team">
              ${profile.executives.map(teamItem)}
            </ul>`,
          )
        : ''
    }${section(
      'ask',
      text.askTitle,
      html`<p class="muted">${text.askIntro}</p>
        ${askForm({ action: `${place.home}/questions`, state })}`,
    )}`;
  return layout({
    nonce: input.nonce,
    head: {
      title: `${profile.name} (ASX: ${profile.asxCode}) — Investor page`,
      description:
        plainWords(profile.about, 155) ||
        `Announcements, events and questions for investors of ${profile.name} (ASX: ${profile.asxCode}).`,
      canonical: `${place.origin}${announcements.page > 1 ? pageQuery(announcements.page) : place.home}`,
      image: profile.logoUrl ? `${place.origin}${profile.logoUrl}` : null,
      jsonLd: organization(profile, place),
    },
    banner: banner(profile, place, sections),
    main,
  });
}

function mediaOf(a: PublicAnnouncement, page: number | null, place: HubPlace) {
  const url = a.attachmentUrl;
  if (!url || !a.media) return '';
  const size = sizeOf(a.attachmentSize);
  if (a.media === 'image')
    return html`<figure class="media">
      <img src="${url}" alt="${a.attachmentName ?? a.title}" />
    </figure>`;
  if (a.media === 'video')
    return html`<div class="media">
      <video
        controls
        preload="metadata"
        src="${url}"
        ${a.attachmentThumbnailUrl ? html` poster="${a.attachmentThumbnailUrl}"` : ''}
        aria-label="${a.title}"
      ></video>
      <p class="meta"><a href="${url}">${text.download}</a>${size ? ` (${size})` : ''}</p>
    </div>`;
  if (a.media === 'audio')
    return html`<div class="media">
      <audio controls preload="metadata" src="${url}" aria-label="${a.title}"></audio>
      <p class="meta"><a href="${url}">${text.download}</a>${size ? ` (${size})` : ''}</p>
    </div>`;
  const ask = `${place.home}/announcements/${a.announcementId}?page=${page ?? 1}#ask`;
  return html`<div class="media">
    ${a.attachmentThumbnailUrl ? html`<img src="${a.attachmentThumbnailUrl}" alt="" width="240" />` : ''}
    <p>
      <a href="${url}">${text.openPdf(a.attachmentTotalPages)}</a
      >${size ? html` <span class="meta">(${a.attachmentName ?? 'PDF'}, ${size})</span>` : ''}
    </p>
    <p><a href="${ask}" data-ask-page>${text.askAboutPage}</a></p>
  </div>`;
}

export function hubAnnouncementPage(input: {
  nonce: string;
  place: HubPlace;
  profile: HubProfile;
  announcement: PublicAnnouncement;
  page: number | null;
  status?: HubStatus | undefined;
  state?: FormState | undefined;
}): SafeHtml {
  const { profile, place, announcement: a, state } = input;
  const self = `${place.home}/announcements/${a.announcementId}`;
  const poll = a.poll;
  const pollOpen = poll !== null && poll.remainingPollTime > 0;
  const main = html`<p><a href="${place.home}">${text.backToHub(profile.name)}</a></p>
    <article aria-labelledby="title">
      <h1 id="title">${a.title}</h1>
      <p class="meta">
        ${a.publishedDate ? html`${text.published('')}${dayOf(a.publishedDate)}` : ''}${mediaSummary(a) ? html`<span class="badge">${mediaSummary(a)}</span>` : ''}
      </p>
      ${statusLine(input.status)}${
        a.body
          ? html`<div class="card">
              <p class="body">${a.body}</p>
              ${mediaOf(a, input.page, place)}
            </div>`
          : html`<div class="card">${mediaOf(a, input.page, place)}</div>`
      }${
        poll
          ? html`<section class="card" aria-label="${text.polls}">
              ${
                pollOpen
                  ? pollForm({
                      action: `${place.home}/polls/${a.announcementId}/votes`,
                      announcement: a,
                      state,
                      headingLevel: 2,
                      from: 'announcement',
                    })
                  : html`<h2>${poll.title}</h2>
                      <p>${text.pollEnded}</p>
                      ${pollResults(poll)}`
              }
            </section>`
          : ''
      }
    </article>
    ${section(
      'ask',
      text.askTitle,
      html`<p class="muted">${text.askIntro}</p>
        ${askForm({ action: `${place.home}/questions`, state, announcement: { id: a.announcementId, title: a.title, pages: a.media === 'pdf' ? a.attachmentTotalPages : null, page: input.page } })}`,
    )}`;
  return layout({
    nonce: input.nonce,
    head: {
      title: `${a.title} — ${profile.name} (ASX: ${profile.asxCode})`,
      description: plainWords(a.body, 155) || `${a.title}: an announcement of ${profile.name}.`,
      canonical: `${place.origin}${self}`,
      image: a.attachmentThumbnailUrl ? `${place.origin}${a.attachmentThumbnailUrl}` : null,
    },
    banner: banner(profile, place, [{ id: 'announcements', label: text.announcements }]),
    main,
  });
}

export function hubNotFoundPage(input: { nonce: string; canonical: string; message?: string }) {
  return layout({
    nonce: input.nonce,
    head: {
      title: text.notFoundTitle,
      description: text.notFound,
      canonical: input.canonical,
      noindex: true,
    },
    main: html`<h1>${text.notFoundTitle}</h1>
      <p>${input.message ?? text.notFound}</p>`,
  });
}
