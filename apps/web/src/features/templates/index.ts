/** What other features use from response templates: the list (the board's reply composer) and the registry page's templates tab. */
export { useResponseTemplates } from './api/get-response-templates';
export { ResponseTemplatesView } from './components/response-templates-view';
