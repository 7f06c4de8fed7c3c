/** The board feature's pages, loaded together as one lazy chunk. */
export { QuestionsPage } from './questions-page';
