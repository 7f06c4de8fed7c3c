/** The support feature's pages, loaded together as one lazy chunk. */
export { ContactUsPage } from './contact-us-page';
