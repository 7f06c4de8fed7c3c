/** The registry feature's pages, loaded together as one lazy chunk. */
export { QuestionRegistryEmailPage } from './question-registry-email-page';
export { QuestionRegistryPage } from './question-registry-page';
