/** What other features use from the question registry: its search (the board's "Answer from registry") and its question modal. */
export { loadedRegistryItems, useQuestionRegistries } from './api/get-question-registries';
export {
  RegistryQuestionModal,
  type RegistryQuestionTarget,
} from './components/question-modal/registry-question-modal';
