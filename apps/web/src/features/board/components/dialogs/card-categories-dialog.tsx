import { Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { messages } from '@quorum/shared';
import { useEnquiryCategories } from '../../api/get-enquiry-categories';
import type { BoardCard } from '../../api/get-kanban-board-question-v2';
import { CategoryChip } from '../card/category-chip';
import { cardLabel } from '../card/enquiry-card';

/** The ticks of one card's categories; they show at once, the card catches up on refetch. */
function CategoryTicks({
  card,
  onChange,
}: {
  card: BoardCard;
  onChange: (card: BoardCard, categoryId: string, assign: boolean) => void;
}) {
  const categories = useEnquiryCategories();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(
    () => new Set(card.enquiryCategories.map((category) => category._id)),
  );
  const toggle = (id: string, assign: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      if (assign) next.add(id);
      else next.delete(id);
      return next;
    });
    onChange(card, id, assign);
  };
  const list = categories.data ?? [];
  return (
    <>
      {list.length === 0 && !categories.isPending ? (
        <Text size="sm">{messages.board.noCategories}</Text>
      ) : null}
      {list.map((category) => (
        <Checkbox
          key={category._id}
          checked={ticked.has(category._id)}
          onChange={(event) => toggle(category._id, event.currentTarget.checked)}
          label={<CategoryChip name={category.name} colorIndex={category.colorIndex} />}
          aria-label={category.name}
        />
      ))}
    </>
  );
}

/** A card's categories: tick to put the question in one, untick to take it out. */
export function CardCategoriesDialog({
  card,
  onChange,
  onManage,
  onClose,
}: {
  card: BoardCard | null;
  onChange: (card: BoardCard, categoryId: string, assign: boolean) => void;
  onManage: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={card !== null} onClose={onClose} title="Categories" centered size="sm">
      {card ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" lineClamp={2}>
            {cardLabel(card)}
          </Text>
          <CategoryTicks key={card._id} card={card} onChange={onChange} />
          <Button variant="subtle" onClick={onManage}>
            Manage categories
          </Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
