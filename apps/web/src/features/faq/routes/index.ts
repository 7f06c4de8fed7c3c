/** The faq feature's pages, loaded together as one lazy chunk. */
export { FaqPage } from './faq-page';
