import { BeingBuiltPage } from '@/components/layouts/being-built';
import { PageGuard } from '@/components/permissions/page-guard';

/** /dashboard/questions: the board of investor questions. The route and its frame are here; the page's content comes with its own issue. */
export function QuestionsPage() {
  return (
    <PageGuard page="questions">
      <BeingBuiltPage title="Questions" />
    </PageGuard>
  );
}
