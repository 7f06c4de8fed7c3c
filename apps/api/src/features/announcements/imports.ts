// ASX announcements imported as drafts (issue 19): the exchange's own id makes each import happen
// once; the PDF is stored and recorded as an attachment like an uploaded one (its facts read from
// its bytes), on behalf of the company's creator, and the draft waits for a person to publish it.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { companies } from '../../db/schema';
import { isUniqueViolation } from '../../lib/pg-errors';
import { storeWholeMedia } from '../uploads';
import { chooseFiles, removeBytes } from './attachments';
import { announceAnnouncementUpdate } from './live';
import * as repo from './repo';

export interface ExchangeRelease {
  companyId: string;
  asxCode: string;
  /** The exchange's id for it. */
  exchangeId: string;
  title: string;
  releasedAt: Date;
  priceSensitive: boolean;
  pdf: () => Promise<Buffer>;
}

/** Whether the company already holds the release (imported before, in any state, even deleted). */
export function hasRelease(deps: Deps, companyId: string, exchangeId: string) {
  return repo.findByExchangeId(deps.db, companyId, exchangeId).then(Boolean);
}

const fileNameOf = (release: ExchangeRelease) =>
  `${release.asxCode} ${release.releasedAt.toISOString().slice(0, 10)} ${release.title}`
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .slice(0, 120)
    .concat('.pdf');

/** Imports one release as a draft; answers its id, or null when it was already there. */
export async function importRelease(deps: Deps, release: ExchangeRelease): Promise<string | null> {
  if (await hasRelease(deps, release.companyId, release.exchangeId)) return null;
  const [company] = await deps.db
    .select({ creatorId: companies.userId })
    .from(companies)
    .where(eq(companies.id, release.companyId));
  if (!company) return null;
  const stored = await storeWholeMedia(
    deps,
    { userId: company.creatorId, companyId: release.companyId },
    { bytes: await release.pdf(), fileName: fileNameOf(release), type: 'application/pdf' },
  );
  try {
    const id = await deps.db.transaction(async (tx) => {
      const { columns } = await chooseFiles(tx, release.companyId, undefined, {
        attachment: stored.key,
      });
      const row = await repo.insertAnnouncement(tx, release.companyId, null, {
        title: release.title.slice(0, 255),
        status: 'draft',
        fromAsx: true,
        asxCode: release.asxCode,
        exchangeAnnouncementId: release.exchangeId,
        priceSensitive: release.priceSensitive,
        releasedAt: release.releasedAt,
        ...columns,
      });
      return row.id;
    });
    await announceAnnouncementUpdate(deps.events, {
      companyId: release.companyId,
      announcementId: id,
      kind: 'created',
      actorId: null,
    });
    return id;
  } catch (error) {
    // Another process imported it meanwhile: its draft stands, this one's file goes.
    if (!isUniqueViolation(error)) throw error;
    await removeBytes(deps, [stored.key]);
    return null;
  }
}
