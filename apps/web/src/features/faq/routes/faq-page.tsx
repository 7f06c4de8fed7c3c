import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { mayEditFaq, messages } from '@quorum/shared';
import { IconInfoCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { PageFrame } from '@/components/layouts/page-frame';
import { ConfirmDeleteModal } from '@/components/modals/confirm-delete-modal';
import { useCompanyDetail } from '@/lib/account';
import {
  useDeleteFaq,
  useDeleteFaqCategory,
  useReorderFaqCategories,
  useReorderFaqs,
} from '../api/faq-changes';
import { useFaq, type Faq, type FaqCategory } from '../api/get-faq';
import { CategoryFormModal, type CategoryFormTarget } from '../components/category-form-modal';
import {
  FaqCategoryCard,
  SortableFaqCategory,
  StaticFaqCategory,
  type FaqCardActions,
} from '../components/faq-category-card';
import { FaqFormModal, type FaqFormTarget } from '../components/faq-form-modal';
import { SortableList } from '../components/sortable-list';

const text = messages.faq;

type DeleteTarget = { kind: 'category'; category: FaqCategory } | { kind: 'faq'; faq: Faq };

/** A question matches a search when its question or answer holds every word, whatever the case. */
function matches(faq: Faq, words: string[]) {
  const haystack = `${faq.question}\n${faq.answer}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * /dashboard/faq (spec: "Our FAQ's"): the company's FAQ categories in order, each with its
 * questions as an accordion; a search over questions and answers; and, for everyone but viewers,
 * categories and questions added, edited, deleted (after asking) and dragged into order.
 */
export function FaqPage() {
  const faq = useFaq();
  const role = useCompanyDetail().data?.permissions.teamMemberRole;
  const canEdit = role !== undefined && mayEditFaq({ role });
  const reorderCategories = useReorderFaqCategories();
  const reorderFaqs = useReorderFaqs();
  const deleteCategory = useDeleteFaqCategory();
  const deleteFaq = useDeleteFaq();
  const [search, setSearch] = useState('');
  const [categoryForm, setCategoryForm] = useState<CategoryFormTarget | null>(null);
  const [faqForm, setFaqForm] = useState<FaqFormTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  const categories = faq.data ?? [];
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const searching = words.length > 0;
  const shown = useMemo(
    () =>
      categories
        .map((category) => ({
          category,
          faqs: searching ? category.faqs.filter((f) => matches(f, words)) : category.faqs,
        }))
        .filter(({ faqs }) => !searching || faqs.length > 0),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `words` is derived from `search`
    [categories, search],
  );
  const busy = reorderCategories.isPending || reorderFaqs.isPending;

  const actionsFor = (category: FaqCategory): FaqCardActions | null =>
    canEdit
      ? {
          onAddFaq: () => setFaqForm({ kind: 'add', categoryId: category._id }),
          onRename: () => setCategoryForm({ kind: 'rename', category }),
          onDelete: () => setDeleting({ kind: 'category', category }),
          onEditFaq: (f) => setFaqForm({ kind: 'edit', faq: f }),
          onDeleteFaq: (f) => setDeleting({ kind: 'faq', faq: f }),
          onReorderFaqs: (faqIds) => reorderFaqs.mutate({ faqCategoryId: category._id, faqIds }),
        }
      : null;

  const remove = deleting?.kind === 'category' ? deleteCategory : deleteFaq;
  const confirmDelete = () => {
    if (!deleting) return;
    const done = (message: string) => () => {
      notifications.show({ message });
      setDeleting(null);
    };
    if (deleting.kind === 'category')
      deleteCategory.mutate(deleting.category._id, { onSuccess: done(text.categoryDeleted) });
    else deleteFaq.mutate(deleting.faq._id, { onSuccess: done(text.faqDeleted) });
  };

  const actions = canEdit ? (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={!faq.data || categories.length === 0}
        onClick={() => categories[0] && setFaqForm({ kind: 'add', categoryId: categories[0]._id })}
      >
        Add question
      </Button>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={!faq.data}
        onClick={() => setCategoryForm({ kind: 'add' })}
      >
        Add category
      </Button>
    </Group>
  ) : null;

  return (
    <PageFrame title="Our FAQ's" actions={actions}>
      {!canEdit && role ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
          {text.readOnly}
        </Alert>
      ) : null}
      {faq.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the FAQ">
          {[0, 1].map((n) => (
            <Skeleton key={n} height={140} radius="md" />
          ))}
        </Stack>
      ) : faq.isError ? (
        <LoadErrorAlert
          title="The FAQ could not be loaded"
          message={faq.error?.message ?? messages.generic.tryAgain}
          retrying={faq.isFetching}
          onRetry={() => void faq.refetch()}
        />
      ) : categories.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <Text c="dimmed" ta="center">
              {canEdit ? text.none : text.noneToRead}
            </Text>
            {canEdit ? (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setCategoryForm({ kind: 'add' })}
              >
                Add your first category
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md">
          <TextInput
            type="search"
            aria-label="Search the FAQ"
            placeholder="Search questions and answers"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maw={480}
          />
          {searching && shown.length === 0 ? (
            <Text c="dimmed" role="status">
              {text.noMatches(search.trim())}
            </Text>
          ) : null}
          {canEdit && !searching ? (
            <SortableList
              entries={categories.map((c) => ({ id: c._id, label: c.categoryName }))}
              noun="category"
              onReorder={(ids) => reorderCategories.mutate(ids)}
            >
              {shown.map(({ category, faqs }) => (
                <SortableFaqCategory key={category._id} category={category} busy={busy}>
                  {(handle) => (
                    <FaqCategoryCard
                      category={category}
                      faqs={faqs}
                      actions={actionsFor(category)}
                      reorderable
                      busy={busy}
                      handle={handle}
                    />
                  )}
                </SortableFaqCategory>
              ))}
            </SortableList>
          ) : (
            shown.map(({ category, faqs }) => (
              <StaticFaqCategory key={category._id}>
                <FaqCategoryCard
                  category={category}
                  faqs={faqs}
                  actions={actionsFor(category)}
                  reorderable={false}
                  busy={busy}
                />
              </StaticFaqCategory>
            ))
          )}
        </Stack>
      )}
      <CategoryFormModal target={categoryForm} onClose={() => setCategoryForm(null)} />
      <FaqFormModal target={faqForm} categories={categories} onClose={() => setFaqForm(null)} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={deleting?.kind === 'category' ? 'Delete category' : 'Delete question'}
        question={
          deleting?.kind === 'category'
            ? text.deleteCategoryConfirm(
                deleting.category.categoryName,
                deleting.category.faqs.length,
              )
            : deleting
              ? text.deleteFaqConfirm(deleting.faq.question)
              : null
        }
        error={remove.error?.message}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => {
          deleteCategory.reset();
          deleteFaq.reset();
          setDeleting(null);
        }}
      />
    </PageFrame>
  );
}
