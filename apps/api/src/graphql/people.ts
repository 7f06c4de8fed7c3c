// A team member as the API names them wherever they appear (a card's assignees, a reply's
// responder, a notification's actor), with their picture through a signed address.
import type { Deps } from '../deps';
import { builder } from './builder';

export interface PersonView {
  id: string;
  firstName: string;
  lastName: string;
  profileImage: string | null;
}

/** Named BoardPerson in the schema, where clients have known it since the board came first. */
export const PersonType = builder.objectRef<PersonView>('BoardPerson').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    profileImage: t.exposeString('profileImage', { nullable: true }),
  }),
});

/** A person's row as the API shows it: the stored picture key becomes a signed address. */
export function personView(deps: Deps, person: PersonView): PersonView {
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    profileImage: person.profileImage ? deps.fileUrls.url(person.profileImage) : null,
  };
}
