import { BeingBuiltPage } from '@/components/layouts/being-built';
import { PageGuard } from '@/components/permissions/page-guard';

/** /dashboard/question-registry/:id?. The route and its frame are here; the page's content comes with its own issue. */
export function QuestionRegistryPage() {
  return (
    <PageGuard page="question-registry">
      <BeingBuiltPage title="Question registry" />
    </PageGuard>
  );
}
