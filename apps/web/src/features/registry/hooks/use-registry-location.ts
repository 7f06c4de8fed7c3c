import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { REGISTRY_TABS, type RegistryTab } from '@quorum/shared';

export type RegistryView = 'questions' | 'templates' | 'prompts';

const BASE = '/dashboard/question-registry';

const isTab = (value: string | null): value is RegistryTab =>
  (REGISTRY_TABS as readonly (string | null)[]).includes(value);

/** The list's address: a tab and a view that survive reload, back and the breadcrumb. */
export function registryListPath(tab: RegistryTab, view: RegistryView = 'questions') {
  const query = new URLSearchParams();
  if (tab !== 'all') query.set('tab', tab);
  if (view !== 'questions') query.set('view', view);
  const search = query.toString();
  return search ? `${BASE}?${search}` : BASE;
}

/** Where a question opens: its own address, keeping the tab it was opened from. */
export function registryQuestionPath(id: string, tab: RegistryTab) {
  return `${BASE}/${encodeURIComponent(id)}${tab === 'all' ? '' : `?tab=${tab}`}`;
}

/**
 * Everything the registry screen keeps in its address (spec §2: the form's breadcrumb goes back to
 * the tab): `?tab=` (all by default), `?view=templates` or `?view=prompts`, `/:id` for an open question and `?new=1`
 * for the add form. An unknown tab reads as All questions.
 */
export function useRegistryLocation() {
  const { id } = useParams<{ id?: string }>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tabParam = params.get('tab');
  const tab: RegistryTab = isTab(tabParam) ? tabParam : 'all';
  const viewParam = params.get('view');
  const view: RegistryView =
    viewParam === 'templates' || viewParam === 'prompts' ? viewParam : 'questions';
  const adding = params.get('new') === '1';

  const openTab = useCallback(
    (next: RegistryTab) => void navigate(registryListPath(next, view)),
    [navigate, view],
  );
  const openView = useCallback(
    (next: RegistryView) => void navigate(registryListPath(tab, next)),
    [navigate, tab],
  );
  const openQuestion = useCallback(
    (questionId: string) => void navigate(registryQuestionPath(questionId, tab)),
    [navigate, tab],
  );
  const openNewQuestion = useCallback(() => {
    const query = new URLSearchParams({ new: '1' });
    if (tab !== 'all') query.set('tab', tab);
    void navigate(`${BASE}?${query.toString()}`);
  }, [navigate, tab]);
  const closeQuestion = useCallback(() => void navigate(registryListPath(tab)), [navigate, tab]);

  return {
    tab,
    view,
    questionId: id ?? null,
    adding,
    openTab,
    openView,
    openQuestion,
    openNewQuestion,
    closeQuestion,
  };
}
