import { pageMeta, pagingOf, type PageMeta } from '../../core/paging';
// The question registry (spec §2 "Question registry screen", §4 "Registry item"): reading tabs and
// single questions, adding and editing one. Who may read (view) and change (full) is the question
// registry area's permission, checked by the schema's page scopes; the company is always the
// caller's own.
import { validate as isUuid } from 'uuid';
import { FREE_PLAN, PAGE_SIZES, messages, registryQuestionSchema } from '@quorum/shared';
import type { RegistryTab } from '@quorum/shared';
import { changedFields, recordChange } from '../../core/audit';
import type { Deps } from '../../deps';
import { paymentRequired, conflict, badInput, forbidden, notFound } from '../../core/errors';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { lockCompany } from '../../core/company-lock';
import { assertOwnCompany } from '../../core/identity/own-company';
import { announceLocksFreed } from './locks';
import { mayUse, requirePlan } from '../../core/plan';
import * as repo from './repo';
import { countRegistryTabs, findRegistryIds, findRegistryPage } from './search';
import type { RegistryItemView } from './types';
import { assertEditable, withReadOnly } from './read-only';
import { requireFlag } from '../../core/flags';

const text = messages.registry;

/** Larger pages than this are cut to it: a list page never carries a whole registry. (ours) */
const MAX_PAGE_LIMIT = 50;

interface ListArgs {
  companyId?: string | null;
  limit?: number | null;
  page?: number | null;
  type?: RegistryTab | null;
  searchText?: string | null;
  isFromExtension?: boolean | null;
  userId?: string | null;
}

export interface RegistryPage {
  items: RegistryItemView[];
  meta: PageMeta;
}

/**
 * One page of a tab (12 by default), or, with `isFromExtension`, the email-extension view: saved
 * questions only, for the signed-in person themself, when they may use the extension and the
 * plan includes the integrations.
 */
export async function listRegistries(
  deps: Deps,
  member: Member,
  args: ListArgs,
): Promise<RegistryPage> {
  assertOwnCompany(member, args.companyId);
  const savedOnly = Boolean(args.isFromExtension);
  if (savedOnly) await assertMayUseExtension(deps, member, args.userId);
  const window = pagingOf(args, PAGE_SIZES.registry, MAX_PAGE_LIMIT);
  const { items, totalItems } = await findRegistryPage(deps.db, member.companyId, {
    tab: savedOnly ? 'all' : (args.type ?? 'all'),
    searchText: args.searchText,
    savedOnly,
    limit: window.limit,
    offset: window.offset,
  });
  return { items: await withReadOnly(deps.db, member, items), meta: pageMeta(window, totalItems) };
}

/** Extension use needs the per-user permission (spec §6) and a paid plan; it is always one's own. */
async function assertMayUseExtension(deps: Deps, member: Member, userId?: string | null) {
  if (userId !== member.user.id) throw forbidden(messages.permission.denied);
  requirePlan(member, 'integrations', text.extensionPremium);
  if (!(await repo.hasExtensionPermission(deps.db, member.companyId, member.user.id)))
    throw forbidden(text.extensionNotPermitted);
}

export async function getRegistry(
  deps: Deps,
  member: Member,
  id: string,
): Promise<RegistryItemView> {
  if (!isUuid(id)) throw notFound(text.notFound);
  const item = await repo.findRegistryItem(deps.db, member.companyId, id);
  if (!item) throw notFound(text.notFound);
  const [view] = await withReadOnly(deps.db, member, [item]);
  return view!;
}

/** Every id of a tab (and search), for Select all. */
export function listRegistryIds(
  deps: Deps,
  member: Member,
  args: { companyId?: string | null; type?: RegistryTab | null; searchText?: string | null },
): Promise<string[]> {
  assertOwnCompany(member, args.companyId);
  return findRegistryIds(deps.db, member.companyId, {
    tab: args.type ?? 'all',
    searchText: args.searchText,
  });
}

/** The tab badges, and what the plan holds (3 on Freemium, shown as a count out of 3). */
export async function countRegistries(
  deps: Deps,
  member: Member,
  args: { companyId?: string | null },
) {
  assertOwnCompany(member, args.companyId);
  const counts = await countRegistryTabs(deps.db, member.companyId);
  return {
    ...counts,
    limit: mayUse(member, 'unlimitedRegistry') ? null : FREE_PLAN.registryQuestions,
  };
}

/** The form's fields as GraphQL sends them: an omitted field arrives as null. */
interface QuestionInput {
  companyId?: string | null;
  question?: string | null;
  response?: string | null;
  drafted?: boolean | null;
}

function parseQuestion(input: QuestionInput) {
  return validate(registryQuestionSchema, {
    question: input.question ?? undefined,
    response: input.response,
    drafted: input.drafted ?? undefined,
  });
}

export interface RegistryResult {
  message: string;
  questionRegistry: RegistryItemView;
}

/**
 * Adds a question, saved or as a draft. Freemium holds FREE_PLAN.registryQuestions questions
 * outside Deleted, drafts included; the count is taken under the company's row lock, so two adds
 * at once cannot both take the last place. 'Add to registry' from an investor question names the
 * enquiry, which is marked in the same transaction; another company's enquiry is not found.
 */
export async function addRegistry(
  deps: Deps,
  member: Member,
  input: QuestionInput & { starred?: boolean | null; enquiryId?: string | null },
): Promise<RegistryResult> {
  assertOwnCompany(member, input.companyId);
  // Creating questions is the canManageQuestion flag's (spec §6), on top of the registry's area.
  requireFlag(member, 'canManageQuestion');
  const values = parseQuestion(input);
  const starred = Boolean(input.starred);
  if (starred) requirePlan(member, 'bulkStar', text.premiumStar);
  const companyId = member.companyId;
  const { enquiryId } = input;
  if (enquiryId != null && !isUuid(enquiryId)) throw notFound(messages.board.notFound);
  const { id, afterCommit } = await deps.db.transaction(async (tx) => {
    if (!mayUse(member, 'unlimitedRegistry')) {
      await lockCompany(tx, companyId);
      if ((await repo.countLiveQuestions(tx, companyId)) >= FREE_PLAN.registryQuestions)
        throw paymentRequired(text.freeLimit(FREE_PLAN.registryQuestions));
    }
    const afterCommit =
      enquiryId != null
        ? await deps.domainEvents.emit(tx, {
            type: 'question.added-to-registry',
            companyId,
            enquiryId,
            actorId: member.user.id,
          })
        : undefined;
    const inserted = await repo.insertQuestion(tx, companyId, member.user.id, {
      ...values,
      starred,
    });
    await recordChange(tx, member, {
      area: 'question-registry',
      action: 'registry-item.created',
      subject: { type: 'registry-item', id: inserted, label: values.question },
      after: { ...values, starred, ...(enquiryId != null ? { enquiryId } : {}) },
    });
    return { id: inserted, afterCommit };
  });
  await afterCommit?.();
  return {
    message: values.drafted ? text.savedAsDraft : text.added,
    questionRegistry: await getRegistry(deps, member, id),
  };
}

/**
 * Saves a question's text (a draft save too). Refused while someone else holds a live lock, for a
 * question in Deleted, and for one the free plan leaves read-only; saving frees the editor's own
 * lock, and the viewers are told.
 */
export async function editRegistry(
  deps: Deps,
  member: Member,
  input: QuestionInput & { questionRegistryId: string },
): Promise<RegistryResult> {
  assertOwnCompany(member, input.companyId);
  const values = parseQuestion(input);
  const id = input.questionRegistryId;
  if (!isUuid(id)) throw notFound(text.notFound);
  const companyId = member.companyId;
  const hadLock = await deps.db.transaction(async (tx) => {
    const [state] = await repo.lockQuestions(tx, companyId, [id]);
    if (!state) throw notFound(text.notFound);
    if (state.deletedAt) throw badInput(text.editDeleted);
    await assertEditable(tx, member, [state]);
    if (state.liveLockBy && state.liveLockBy !== member.user.id) throw conflict(text.locked);
    const [old] = await repo.questionTextsOf(tx, companyId, [id]);
    await repo.updateQuestionText(tx, companyId, id, member.user.id, values);
    const changes = changedFields({ ...old }, values);
    if (Object.keys(changes.after).length > 0)
      await recordChange(tx, member, {
        area: 'question-registry',
        action: 'registry-item.updated',
        subject: { type: 'registry-item', id, label: values.question ?? old?.question ?? '' },
        ...changes,
      });
    return state.lockedBy !== null;
  });
  if (hadLock) await announceLocksFreed(deps.events, companyId, [id]);
  return {
    message: values.drafted ? text.savedAsDraft : text.updated,
    questionRegistry: await getRegistry(deps, member, id),
  };
}
