// Duplicate questions: nothing of this folder is used by another feature; app.ts registers the listener.
export { listenForDuplicates } from './listeners';
