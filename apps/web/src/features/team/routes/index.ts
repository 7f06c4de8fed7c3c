/** The team feature's pages, loaded together as one lazy chunk. */
export { InviteTeamPage } from './invite-team-page';
export { MyTeamDetailsPage } from './my-team-details-page';
export { MyTeamPage } from './my-team-page';
