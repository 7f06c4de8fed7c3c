import { messages, SIGN_IN_PROVIDER_NAMES } from '@quorum/shared';
import type { SignInProvider } from '@quorum/shared';
import type { Db } from '../../../db/client';
import type { UserRow } from '../../../core/identity/viewer';
import * as repo from '../repo';
import { findLinkedUser, insertUserUnlessTaken, linkIdentity } from './identities-repo';
import type { VerifiedIdentity } from './id-token';

export type PersonFound =
  | { user: UserRow; how: 'subject' | 'linked' | 'created' }
  | { refusal: string; reason: 'no-account' | 'linked-elsewhere' | 'terms' };

/** What a flow that may make an account brings: the person's answers on the registration page. */
export interface AccountCreation {
  acceptedTAndC: boolean;
  acceptedEmailCommunication: boolean;
}

/**
 * Who a verified identity is: the person its subject was linked to; else the account with its
 * verified address, linked from now on; else, where the flow allows it (`creation`), a new account,
 * only with the terms accepted, as a registration with a password needs them. An
 * unverified account found by address loses its password: it proved nothing, and whoever set
 * that password may not be the address's owner, who has just proved they are.
 */
export async function personOf(
  tx: Db,
  provider: SignInProvider,
  identity: VerifiedIdentity,
  creation: AccountCreation | null,
): Promise<PersonFound> {
  const linked = await findLinkedUser(tx, provider, identity.subject);
  if (linked) return { user: linked, how: 'subject' };
  const link = (userId: string) =>
    linkIdentity(tx, {
      provider,
      subject: identity.subject,
      userId,
      emailAtLink: identity.email,
    });
  const linkExisting = async (existing: UserRow): Promise<PersonFound> => {
    if ((await link(existing.id)) !== existing.id) return linkedElsewhere(provider);
    const user = existing.verifiedAt
      ? existing
      : await repo.updateUser(tx, existing.id, { passwordHash: null });
    return { user, how: 'linked' };
  };
  const existing = await repo.findUserByEmail(tx, identity.email);
  if (existing) return linkExisting(existing);
  if (!creation) return { refusal: messages.providerSignIn.noAccount, reason: 'no-account' };
  if (!creation.acceptedTAndC) return { refusal: messages.auth.termsRequired, reason: 'terms' };
  const user = await insertUserUnlessTaken(tx, {
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    passwordHash: null,
    acceptedTAndC: true,
    acceptedEmailCommunication: creation.acceptedEmailCommunication,
    // The provider vouched for the address, which is what the emailed verify code would prove.
    verifiedAt: new Date(),
    registeredWithGoogle: provider === 'google',
    // The person made their own account: first_time_login welcomes them (profile/first-run.ts).
    welcomedAt: null,
  });
  // Another sign-in of this person made the account a moment ago: it is theirs, linked as any.
  if (!user) return linkExisting((await repo.findUserByEmail(tx, identity.email))!);
  if ((await link(user.id)) !== user.id) return linkedElsewhere(provider);
  return { user, how: 'created' };
}

const linkedElsewhere = (provider: SignInProvider): PersonFound => ({
  refusal: messages.providerSignIn.accountMismatch(SIGN_IN_PROVIDER_NAMES[provider]),
  reason: 'linked-elsewhere',
});
