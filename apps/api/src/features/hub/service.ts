// The investor page's switch (the Integrations page's card), and what the public page reads.
import { hubMessages, hubPath, mayAccess, messages, planAllows } from '@quorum/shared';
import type { Deps } from '../../deps';
import { recordChange } from '../../core/audit';
import { forbidden, notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { requirePlan } from '../../core/plan';
import { findEnabledHub, findHubSetting, listExecutives, listLinks, setHubEnabled } from './repo';
import type { HubCompany } from './repo';

const text = hubMessages;

/** The switch as the Integrations page shows it. */
export interface InvestorHubView {
  enabled: boolean;
  asxCode: string;
  /** The page's public address. */
  link: string;
}

/** As the web form's settings: the Integrations page's access, then Premium. */
function requireHubAccess(member: Member, needed: 'view' | 'full') {
  if (!mayAccess(member, 'integrate-quorum', needed)) throw forbidden(messages.permission.denied);
  requirePlan(member, 'integrations', text.premiumOnly);
}

const linkOf = (deps: Deps, asxCode: string) =>
  `${new URL(deps.config.appUrl).origin}${hubPath(asxCode)}`;

export async function getInvestorHub(deps: Deps, member: Member): Promise<InvestorHubView> {
  requireHubAccess(member, 'view');
  const setting = await findHubSetting(deps.db, member.companyId);
  if (!setting) throw notFound(messages.generic.notFound);
  return { ...setting, link: linkOf(deps, setting.asxCode) };
}

/** Switches the page on or off, in the history of activity with what it was before. */
export async function updateInvestorHub(
  deps: Deps,
  member: Member,
  enabled: boolean,
): Promise<InvestorHubView> {
  requireHubAccess(member, 'full');
  const companyId = member.companyId;
  return deps.db.transaction(async (tx) => {
    const before = await findHubSetting(tx, companyId);
    if (!before) throw notFound(messages.generic.notFound);
    await setHubEnabled(tx, companyId, enabled);
    if (before.enabled !== enabled)
      await recordChange(tx, member, {
        area: 'integrations',
        action: enabled ? 'hub.enabled' : 'hub.disabled',
        subject: { type: 'hub', id: companyId, label: text.cardTitle },
        before: { enabled: before.enabled },
        after: { enabled },
      });
    return { enabled, asxCode: before.asxCode, link: linkOf(deps, before.asxCode) };
  });
}

/**
 * The company behind a public page: switched on, not disabled, on Premium (the Integrations
 * page's plan). Anything else is undefined, and the page answers 404.
 */
export async function findPublicHub(deps: Deps, asxCode: string): Promise<HubCompany | undefined> {
  if (!/^[A-Za-z0-9]{1,12}$/.test(asxCode)) return undefined;
  const hub = await findEnabledHub(deps.db, asxCode);
  return hub && planAllows(hub.plan, 'integrations') ? hub : undefined;
}

/** The profile parts of the page: links and the executive team, in their order. */
export async function loadProfile(deps: Deps, companyId: string) {
  const [links, executives] = await Promise.all([
    listLinks(deps.db, companyId),
    listExecutives(deps.db, companyId),
  ]);
  return {
    links,
    executives: executives.map(({ pictureKey, ...executive }) => ({
      ...executive,
      pictureUrl: pictureKey ? deps.fileUrls.url(pictureKey) : null,
    })),
  };
}
