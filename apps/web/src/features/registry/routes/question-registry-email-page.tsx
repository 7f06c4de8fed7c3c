import { BeingBuiltPage } from '@/components/layouts/being-built';
import { PageGuard } from '@/components/permissions/page-guard';

/** /dashboard/question-registry-email/:id: the registry as the email extension shows it. The route and its frame are here; the page's content comes with its own issue. */
export function QuestionRegistryEmailPage() {
  return (
    <PageGuard page="question-registry">
      <BeingBuiltPage title="Question registry" />
    </PageGuard>
  );
}
