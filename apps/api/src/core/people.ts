// Team members as the API names them (graphql/people.ts): the columns, and the lookup by id.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The columns of a person as a card, a thread or a notification names them. */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImage: users.profileImage,
};

/** The named people, each once, in no particular order. */
export function findPeople(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select(personColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
}
