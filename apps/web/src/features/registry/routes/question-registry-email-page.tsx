import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/question-registry-email/:id: the registry as the email extension shows it. The route and its frame are here; the page's content comes with its own issue. */
export function QuestionRegistryEmailPage() {
  return <BeingBuiltPage title="Question registry" />;
}
