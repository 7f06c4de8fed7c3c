import { z } from 'zod';
import {
  WEBFORM_DEFAULT_THEME,
  mayAccess,
  messages,
  privacyPolicyUrlSchema,
  webformDomainSchema,
  webformThemeSchema,
} from '@quorum/shared';
import type { PageKey, WebformTheme } from '@quorum/shared';
import type { Deps } from '../../deps';
import { badInput, forbidden } from '../../core/errors';
import { mayUse, requirePlan } from '../../core/plan';
import { randomToken } from '../../lib/secrets';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { changedFields, recordChange } from '../../core/audit';
import { connectedMailboxes } from '../extension';
import type { ConnectedMailbox } from '../extension';
import { webformEmbedCode, webformLink } from './links';
import { ensureWebformConfig, findWebformConfig, updateWebformConfig } from './repo';
import type { WebformConfigRow } from './repo';

const text = messages.webform;

/** The company's web form as the Web form page shows it (spec §3 Web form config). */
export interface WebformConfigView {
  companyId: string;
  clientSecret: string;
  authorizedOrigins: string[];
  theme: WebformTheme;
  /** The company's privacy policy, linked from the form's privacy notice (APP 5); null if unset. */
  privacyPolicyUrl: string | null;
  embedCode: string;
  webLink: string;
  /** Spec §4: enabled once at least one authorised origin exists. */
  enabled: boolean;
}

export type IntegrationMenuEntry =
  | { type: 'WEB_FORM'; data: { authorizedOrigins: string[]; users: [] } }
  | { type: 'EMAIL_INTEGRATION'; data: { authorizedOrigins: []; users: ConnectedMailbox[] } };

/** The page's access, then the plan: a viewer of a free company learns it needs Premium. */
function requireWebformAccess(member: Member, page: PageKey, needed: 'view' | 'full') {
  if (!mayAccess(member, page, needed)) throw forbidden(messages.permission.denied);
  requirePlan(member, 'integrations', text.premiumOnly);
}

function view(deps: Deps, row: WebformConfigRow): WebformConfigView {
  const { appUrl } = deps.config;
  return {
    companyId: row.companyId,
    clientSecret: row.clientSecret,
    authorizedOrigins: row.authorizedOrigins,
    theme: {
      primaryColor: row.primaryColor,
      secondaryColor: row.secondaryColor,
      backgroundColor: row.backgroundColor,
    },
    privacyPolicyUrl: row.privacyPolicyUrl,
    embedCode: webformEmbedCode(appUrl, row.companyId, row.clientSecret),
    webLink: webformLink(appUrl, row.companyId, row.clientSecret),
    enabled: row.authorizedOrigins.length > 0,
  };
}

/**
 * The config, made on the first visit: a random client secret (256 bits, URL-safe; it identifies
 * the form in the embedding page, the origin check is what protects it), the default colours and
 * no origin yet.
 */
async function ensureConfig(deps: Deps, companyId: string) {
  return ensureWebformConfig(deps.db, companyId, {
    clientSecret: randomToken(),
    theme: WEBFORM_DEFAULT_THEME,
  });
}

export async function getWebform(deps: Deps, member: Member): Promise<WebformConfigView> {
  requireWebformAccess(member, 'web-form', 'view');
  return view(deps, await ensureConfig(deps, member.companyId));
}

/** PUT /webform changes one thing at a time, as the page saves it (spec §7). */
const originsSchema = (allowHttp: boolean) =>
  z.object({
    authorizedOrigins: z
      .array(webformDomainSchema(allowHttp), { error: text.domainRequired })
      .max(1, text.oneOrigin),
  });
const themeChangeSchema = z.object({ theme: webformThemeSchema });
const policyChangeSchema = z.object({ privacyPolicyUrl: privacyPolicyUrlSchema });

type WebformChange =
  { authorizedOrigins: string[] } | WebformTheme | { privacyPolicyUrl: string | null };

function parseChange(deps: Deps, body: unknown): WebformChange {
  const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  if (keys.length !== 1) throw badInput(text.oneChange);
  if (keys[0] === 'authorizedOrigins') {
    // http is for trying the form on a developer's machine; a live site must use https (spec §5).
    return validate(originsSchema(deps.config.env !== 'production'), body);
  }
  if (keys[0] === 'theme') return validate(themeChangeSchema, body).theme;
  if (keys[0] === 'privacyPolicyUrl') return validate(policyChangeSchema, body);
  throw badInput(text.oneChange);
}

export async function updateWebform(
  deps: Deps,
  member: Member,
  body: unknown,
): Promise<WebformConfigView> {
  requireWebformAccess(member, 'web-form', 'full');
  const change = parseChange(deps, body);
  const companyId = member.companyId;
  return deps.db.transaction(async (tx) => {
    await ensureWebformConfig(tx, companyId, {
      clientSecret: randomToken(),
      theme: WEBFORM_DEFAULT_THEME,
    });
    const before = await findWebformConfig(tx, companyId);
    const after = await updateWebformConfig(tx, companyId, change);
    // The settings a person chose; never the form's secret.
    const settings = (row: WebformConfigRow | undefined) => ({
      authorizedOrigins: row?.authorizedOrigins ?? [],
      primaryColor: row?.primaryColor ?? null,
      secondaryColor: row?.secondaryColor ?? null,
      backgroundColor: row?.backgroundColor ?? null,
      privacyPolicyUrl: row?.privacyPolicyUrl ?? null,
    });
    const changes = changedFields(settings(before), settings(after));
    if (Object.keys(changes.after).length > 0)
      await recordChange(tx, member, {
        area: 'integrations',
        action: 'webform.updated',
        subject: { type: 'webform', id: companyId, label: 'Web form' },
        ...changes,
      });
    return view(deps, after);
  });
}

/**
 * Whether the form is set up (spec §4: at least one origin). Read-only, so it makes no config and
 * says false on the free plan rather than refusing: the Integrations card shows its chip from it.
 */
export async function hasWebIntegrationSetup(deps: Deps, member: Member): Promise<boolean> {
  if (!mayAccess(member, 'integrate-quorum', 'view')) throw forbidden(messages.permission.denied);
  if (!mayUse(member, 'integrations')) return false;
  const row = await findWebformConfig(deps.db, member.companyId);
  return (row?.authorizedOrigins.length ?? 0) > 0;
}

/**
 * The Integrations page's entries (spec §3 Integration menu entry). The email extension's users
 * come with the extension's issue; until then its entry lists none.
 */
export async function getMenus(deps: Deps, member: Member): Promise<IntegrationMenuEntry[]> {
  requireWebformAccess(member, 'integrate-quorum', 'view');
  const row = await findWebformConfig(deps.db, member.companyId);
  return [
    { type: 'WEB_FORM', data: { authorizedOrigins: row?.authorizedOrigins ?? [], users: [] } },
    {
      type: 'EMAIL_INTEGRATION',
      data: { authorizedOrigins: [], users: await connectedMailboxes(deps.db, member.companyId) },
    },
  ];
}
