import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquiryReplies, investors } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { insertEnquiry, makeInvestor, makeTeam } from './testing/board-test-kit';

const t = useTestApp();
const CARD = `query($id: ID!) { getEnquiryQuestion(enquiryId: $id) { investor { firstName mobileNum } } }`;
const THREAD = `query($id: ID!) { getEnquiryReplyList(enquiryId: $id) { items { investor { mobileNum } } } }`;

describe("an investor's mobile number", () => {
  it('is shown only to members who may reply (full board access); a viewer gets null', async () => {
    const team = await makeTeam(t);
    const investor = await makeInvestor(t, team.companyId);
    await t.database.db
      .update(investors)
      .set({ mobileNum: '0412345678' })
      .where(eq(investors.id, investor.id));
    const id = await insertEnquiry(t, team.companyId, { isGuest: false, investorId: investor.id });
    const mobileAs = async (token: string) => {
      const answer = await gql<{ getEnquiryQuestion: { investor: { mobileNum: string | null } } }>(
        t.app,
        CARD,
        { id },
        token,
      );
      expect(answer.error).toBeUndefined();
      return answer.data!.getEnquiryQuestion.investor.mobileNum;
    };
    expect(await mobileAs(team.admin)).toBe('0412345678');
    expect(await mobileAs(team.editor)).toBe('0412345678');
    expect(await mobileAs(team.viewer)).toBeNull();
  });

  it('is null in the thread for a viewer too', async () => {
    const team = await makeTeam(t);
    const investor = await makeInvestor(t, team.companyId);
    await t.database.db
      .update(investors)
      .set({ mobileNum: '0498765432' })
      .where(eq(investors.id, investor.id));
    const id = await insertEnquiry(t, team.companyId, { isGuest: false, investorId: investor.id });
    await t.database.db.insert(enquiryReplies).values({
      companyId: team.companyId,
      enquiryId: id,
      fromQuorum: false,
      investorId: investor.id,
      content: 'A follow-up.',
    });
    const threadAs = (token: string) =>
      gql<{ getEnquiryReplyList: { items: { investor: { mobileNum: string | null } | null }[] } }>(
        t.app,
        THREAD,
        { id },
        token,
      );
    const forViewer = await threadAs(team.viewer);
    expect(forViewer.data?.getEnquiryReplyList.items.map((r) => r.investor?.mobileNum)).toEqual([
      null,
    ]);
    const forAdmin = await threadAs(team.admin);
    expect(forAdmin.data?.getEnquiryReplyList.items.map((r) => r.investor?.mobileNum)).toEqual([
      '0498765432',
    ]);
  });
});
