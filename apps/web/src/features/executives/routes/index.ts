/** The executives feature's pages, loaded together as one lazy chunk. */
export { ExecutiveTeamPage } from './executive-team-page';
