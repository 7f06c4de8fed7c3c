import { Accordion, ActionIcon, Badge, Group, Menu, Paper, Text, Title } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useId, type ReactNode } from 'react';
import { EditDeleteMenu } from '@/components/menus/edit-delete-menu';
import type { Faq, FaqCategory } from '../api/get-faq';
import { DragHandle, SortableList, useSortableItem, type SortableItem } from './sortable-list';

const text = messages.faq;

/** What a person may do to a category and its questions; left out when they may not. */
export interface FaqCardActions {
  onAddFaq: () => void;
  onRename: () => void;
  onDelete: () => void;
  onEditFaq: (faq: Faq) => void;
  onDeleteFaq: (faq: Faq) => void;
  onReorderFaqs: (faqIds: string[]) => void;
}

function CategoryMenu({ name, actions }: { name: string; actions: FaqCardActions }) {
  return (
    <Menu position="bottom-end" shadow="md" width={190} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={32} aria-label={`Actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPlus size={16} aria-hidden />} onClick={actions.onAddFaq}>
          Add question
        </Menu.Item>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={actions.onRename}>
          Rename
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={actions.onDelete}
        >
          Delete category
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function FaqRow({
  faq,
  actions,
  handle,
  itemRef,
  style,
}: {
  faq: Faq;
  actions: FaqCardActions | null;
  handle?: ReactNode;
  itemRef?: SortableItem['setNodeRef'];
  style?: SortableItem['style'];
}) {
  return (
    <Accordion.Item value={faq._id} ref={itemRef} style={style}>
      <Group wrap="nowrap" gap={4} pr={4}>
        {handle}
        <Accordion.Control style={{ flex: 1, minWidth: 0 }}>
          <Text fw={500} size="sm">
            {faq.question}
          </Text>
        </Accordion.Control>
        {actions ? (
          <EditDeleteMenu
            itemName={faq.question}
            onEdit={() => actions.onEditFaq(faq)}
            onDelete={() => actions.onDeleteFaq(faq)}
          />
        ) : null}
      </Group>
      <Accordion.Panel>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {faq.answer}
        </Text>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function SortableFaqRow({
  faq,
  actions,
  busy,
}: {
  faq: Faq;
  actions: FaqCardActions;
  busy: boolean;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, style } = useSortableItem(
    faq._id,
    busy,
  );
  return (
    <FaqRow
      faq={faq}
      actions={actions}
      itemRef={setNodeRef}
      style={style}
      handle={
        <DragHandle
          label={faq.question}
          disabled={busy}
          handleRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
        />
      }
    />
  );
}

/**
 * One FAQ category: its name, a handle to move it, its menu, and its questions as an accordion,
 * each with its own handle. While a search filters the questions, nothing moves: an order made
 * among the matches alone would not say where the others go.
 */
export function FaqCategoryCard({
  category,
  faqs,
  actions,
  reorderable,
  busy,
  handle,
}: {
  category: FaqCategory;
  /** The questions shown: all of them, or a search's matches. */
  faqs: Faq[];
  actions: FaqCardActions | null;
  reorderable: boolean;
  busy: boolean;
  /** The category's own handle, when the categories can be moved. */
  handle?: ReactNode;
}) {
  const titleId = useId();

  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {handle}
          <Title order={2} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {category.categoryName}
          </Title>
          <Badge variant="light" color="gray" aria-label={`${category.faqs.length} questions`}>
            {category.faqs.length}
          </Badge>
        </Group>
        {actions ? <CategoryMenu name={category.categoryName} actions={actions} /> : null}
      </Group>
      {faqs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text.emptyCategory}
        </Text>
      ) : (
        <Accordion
          multiple
          variant="separated"
          chevronPosition="right"
          aria-labelledby={titleId}
          styles={{ control: { paddingInline: 8 } }}
        >
          {actions && reorderable ? (
            <SortableList
              entries={faqs.map((f) => ({ id: f._id, label: f.question }))}
              noun="question"
              onReorder={actions.onReorderFaqs}
            >
              {faqs.map((faq) => (
                <SortableFaqRow key={faq._id} faq={faq} actions={actions} busy={busy} />
              ))}
            </SortableList>
          ) : (
            faqs.map((faq) => <FaqRow key={faq._id} faq={faq} actions={actions} />)
          )}
        </Accordion>
      )}
    </>
  );
}

/** A category in the list of categories, moved by its handle. */
export function SortableFaqCategory({
  category,
  busy,
  children,
}: {
  category: FaqCategory;
  busy: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, style } = useSortableItem(
    category._id,
    busy,
  );
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      ref={setNodeRef}
      style={style}
    >
      {children(
        <DragHandle
          label={category.categoryName}
          disabled={busy}
          handleRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
        />,
      )}
    </Paper>
  );
}

export function StaticFaqCategory({ children }: { children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {children}
    </Paper>
  );
}
