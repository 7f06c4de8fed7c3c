import { Button, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { mayEditFaq, messages } from '@quorum/shared';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { useCompanyDetail } from '@/lib/account';
import { useAddQuestionRegistryToFaq } from '../api/faq-changes';
import { useFaq } from '../api/get-faq';

const text = messages.faq;

/** The registry question being copied. */
export interface RegistryQuestionForFaq {
  _id: string;
  question: string;
}

/**
 * 'Add to FAQ': a copy of a registry question and its response goes to the end of the chosen
 * category. The FAQ is read only when the modal opens.
 */
export function AddToFaqModal({
  question,
  onClose,
}: {
  question: RegistryQuestionForFaq | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={question !== null} onClose={onClose} title="Add to FAQ" centered>
      {question ? <AddToFaqForm question={question} onDone={onClose} /> : null}
    </Modal>
  );
}

function AddToFaqForm({
  question,
  onDone,
}: {
  question: RegistryQuestionForFaq;
  onDone: () => void;
}) {
  const faq = useFaq();
  const add = useAddQuestionRegistryToFaq();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categories = faq.data ?? [];
  const chosen = categoryId ?? categories[0]?._id ?? null;

  const submit = () => {
    if (!chosen) return;
    const name = categories.find((c) => c._id === chosen)?.categoryName ?? '';
    add.mutate(
      { questionRegistryId: question._id, faqCategoryId: chosen },
      {
        onSuccess: () => {
          notifications.show({ message: text.addedToFaq(name) });
          onDone();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {question.question}
      </Text>
      {faq.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading the FAQ categories" />
      ) : faq.isError ? (
        <FormError message={faq.error?.message} />
      ) : categories.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text.needCategory}
        </Text>
      ) : (
        <Select
          label="Category"
          data={categories.map((c) => ({ value: c._id, label: c.categoryName }))}
          value={chosen}
          onChange={setCategoryId}
          allowDeselect={false}
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <FormError message={add.error?.message} />
      <ModalActions
        onCancel={onDone}
        confirmLabel="Add to FAQ"
        onConfirm={submit}
        confirming={add.isPending}
        confirmDisabled={!chosen}
      />
    </Stack>
  );
}

/**
 * The registry's 'Add to FAQ' button and its modal, shown only to those who may change the FAQ
 * (every role but viewer) and only for a question with a response.
 */
export function AddToFaqButton({
  question,
}: {
  question: RegistryQuestionForFaq & { response: string; deleted: boolean };
}) {
  const role = useCompanyDetail().data?.permissions.teamMemberRole;
  const [open, setOpen] = useState(false);
  if (!role || !mayEditFaq({ role }) || question.deleted || !question.response.trim()) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconListDetails size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Add to FAQ
      </Button>
      <AddToFaqModal question={open ? question : null} onClose={() => setOpen(false)} />
    </>
  );
}
