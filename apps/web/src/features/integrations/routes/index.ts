/** The integrations feature's pages, loaded together as one lazy chunk. */
export { EmailExtensionPage } from './email-extension-page';
export { IntegrateQuorumPage } from './integrate-quorum-page';
export { WebFormPage } from './web-form-page';
