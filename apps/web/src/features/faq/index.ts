/** What other features use from the FAQ: the registry's 'Add to FAQ'. */
export {
  AddToFaqButton,
  AddToFaqModal,
  type RegistryQuestionForFaq,
} from './components/add-to-faq';
