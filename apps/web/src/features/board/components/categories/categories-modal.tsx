import { ActionIcon, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '@quorum/shared';
import { ConfirmDeleteModal } from '@/components/modals/confirm-delete-modal';
import { useCreateEnquiryCategory } from '../../api/create-enquiry-category';
import { useDeleteEnquiryCategory } from '../../api/delete-enquiry-category';
import { useEnquiryCategories, type EnquiryCategory } from '../../api/get-enquiry-categories';
import { useUpdateEnquiryCategory } from '../../api/update-enquiry-category';
import { CategoryChip } from '../card/category-chip';
import { CategoryForm } from './category-form';

const text = messages.board;

/** Runs a change and answers the server's refusal in words, or null when it went through. */
async function refusalOf(change: Promise<unknown>, done: string): Promise<string | null> {
  try {
    await change;
    notifications.show({ message: done });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : messages.generic.tryAgain;
  }
}

/**
 * The company's categories (from the board's 'Categories' button): the list, a form to create one
 * with a name and one of the 14 colours, rename and recolour in place, and delete after asking.
 */
export function CategoriesModal({
  opened,
  canEdit,
  onClose,
}: {
  opened: boolean;
  canEdit: boolean;
  onClose: () => void;
}) {
  const categories = useEnquiryCategories();
  const create = useCreateEnquiryCategory();
  const update = useUpdateEnquiryCategory();
  const remove = useDeleteEnquiryCategory();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EnquiryCategory | null>(null);
  const [deleteError, setDeleteError] = useState<string>();
  const list = categories.data ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    const refusal = await refusalOf(remove.mutateAsync(deleting._id), text.categoryDeleted);
    if (refusal) setDeleteError(refusal);
    else setDeleting(null);
  };

  return (
    <>
      <Modal opened={opened && deleting === null} onClose={onClose} title="Categories" centered>
        <Stack gap="md">
          {list.length === 0 && !categories.isPending ? (
            <Text size="sm" c="dimmed">
              {text.noCategories}
            </Text>
          ) : null}
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((category) =>
              editing === category._id ? (
                <li key={category._id}>
                  <CategoryForm
                    initial={{ name: category.name, colorIndex: category.colorIndex }}
                    submitLabel="Save"
                    onCancel={() => setEditing(null)}
                    onSubmit={async (values) => {
                      const refusal = await refusalOf(
                        update.mutateAsync({ categoryId: category._id, ...values }),
                        text.categoryUpdated,
                      );
                      if (!refusal) setEditing(null);
                      return refusal;
                    }}
                  />
                </li>
              ) : (
                <Group key={category._id} component="li" justify="space-between" wrap="nowrap">
                  <CategoryChip name={category.name} colorIndex={category.colorIndex} />
                  {canEdit ? (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Edit ${category.name}`}
                        onClick={() => setEditing(category._id)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${category.name}`}
                        onClick={() => {
                          setDeleteError(undefined);
                          setDeleting(category);
                        }}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  ) : null}
                </Group>
              ),
            )}
          </Stack>
          {canEdit ? (
            <>
              <Divider />
              <Title order={3} fz="sm">
                New category
              </Title>
              <CategoryForm
                initial={{ name: '', colorIndex: 0 }}
                submitLabel="Create category"
                onSubmit={(values) => refusalOf(create.mutateAsync(values), text.categoryCreated)}
              />
            </>
          ) : null}
        </Stack>
      </Modal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Delete category"
        question={deleting ? text.confirmDeleteCategory(deleting.name) : null}
        error={deleteError}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
