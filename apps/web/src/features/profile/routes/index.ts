/** The profile feature's page, loaded as its own lazy chunk. */
export { ProfilePage } from './profile-page';
