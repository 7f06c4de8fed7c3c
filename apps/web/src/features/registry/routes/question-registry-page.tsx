import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/question-registry/:id?. The route and its frame are here; the page's content comes with its own issue. */
export function QuestionRegistryPage() {
  return <BeingBuiltPage title="Question registry" />;
}
