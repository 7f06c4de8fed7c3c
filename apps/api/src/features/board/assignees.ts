// Who a question is assigned to (Premium): team members who can see the board. Each member newly
// assigned is notified in the same transaction; the notifications go out once it commits.
import { BOARD_LIMITS, mayAccess, messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { badInput, notFound } from '../../core/errors';
import { requirePlan } from '../../core/plan';
import type { Member } from '../../core/identity/viewer';
import { loadCard } from './service';
import { announceBoardUpdate } from './live';
import { recordChange } from '../../core/audit';
import { findPeople } from '../../core/people';
import * as repo from './repo';
import { enquiryIdOf } from './selection';
import type { BoardEnquiry } from './types';
import type { PersonView } from '../../graphql/people';

const text = messages.board;

/** Members who are not locked out and whose role or grants let them view the questions page. */
async function boardMembers(db: Db, companyId: string) {
  const members = await repo.listActiveMembers(db, companyId);
  return members.filter((m) => mayAccess(m, 'questions', 'view'));
}

export async function assignableMembers(deps: Deps, member: Member): Promise<PersonView[]> {
  const members = await boardMembers(deps.db, member.companyId);
  return members.map((m) => ({
    id: m.id,
    firstName: m.firstName,
    lastName: m.lastName,
    profileImage: m.profileImage ? deps.fileUrls.url(m.profileImage) : null,
  }));
}

/** Sets the question's assignees to exactly `userIds`; the newly added are notified. */
export async function setAssignees(
  deps: Deps,
  member: Member,
  args: { enquiryId: string; userIds: readonly string[] },
): Promise<BoardEnquiry> {
  requirePlan(member, 'assignQuestions', text.assigneesPremium);
  const companyId = member.companyId;
  const enquiryId = enquiryIdOf(args.enquiryId);
  const wanted = [...new Set(args.userIds)];
  if (wanted.length > BOARD_LIMITS.assigneesPerEnquiry)
    throw badInput(text.tooManyAssignees(BOARD_LIMITS.assigneesPerEnquiry));
  const { afterCommit, changed } = await deps.db.transaction(async (tx) => {
    const [state] = await repo.lockEnquiries(tx, companyId, [enquiryId]);
    if (!state) throw notFound(text.notFound);
    const team = new Set((await boardMembers(tx, companyId)).map((m) => m.id));
    if (!wanted.every((id) => team.has(id))) throw badInput(text.assigneeNotInTeam);
    const current = await repo.assigneeIds(tx, companyId, enquiryId);
    const added = wanted.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !wanted.includes(id));
    await repo.replaceAssignees(tx, companyId, enquiryId, { added, removed, by: member.user.id });
    if (added.length + removed.length > 0) {
      const names = new Map(
        (await findPeople(tx, [...current, ...added])).map((p) => [
          p.id,
          `${p.firstName} ${p.lastName}`,
        ]),
      );
      const named = (ids: readonly string[]) => ids.map((id) => names.get(id) ?? id);
      const labels = await repo.enquiryLabels(tx, companyId, [enquiryId]);
      await recordChange(tx, member, {
        area: 'questions',
        action: 'enquiry.assignees-changed',
        subject: { type: 'enquiry', id: enquiryId, label: labels.get(enquiryId) ?? '' },
        before: { assignees: named(current) },
        after: { assignees: named(wanted) },
      });
    }
    const afterCommit =
      added.length > 0
        ? await deps.domainEvents.emit(tx, {
            type: 'question.assigned',
            companyId,
            enquiryId,
            userIds: added,
            actorId: member.user.id,
          })
        : undefined;
    return { afterCommit, changed: added.length + removed.length > 0 };
  });
  await afterCommit?.();
  const card = await loadCard(deps, member, enquiryId);
  if (changed)
    await announceBoardUpdate(deps.events, {
      companyId,
      kind: 'updated',
      enquiryIds: [enquiryId],
      boardStatus: card.boardStatus,
      actorId: member.user.id,
    });
  return card;
}
