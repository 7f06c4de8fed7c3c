// The parts of @quorum/shared the form uses, by module: the package's index would bring zod and
// every schema along. (Messages are one object, so all of them come; see the README note.)
export { messages } from '@shared/messages';
export { WEBFORM_HEIGHT_MESSAGE, WEBFORM_LIMITS } from '@shared/webform';
export { QUORUM_PRIVACY_POLICY_PATH } from '@shared/privacy';
