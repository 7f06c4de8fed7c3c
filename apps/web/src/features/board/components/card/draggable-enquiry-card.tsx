import { useDraggable } from '@dnd-kit/core';
import type { EnquiryCardProps } from './enquiry-card';
import { EnquiryCard } from './enquiry-card';

/**
 * A card that can be picked up (edit access): by pointer or touch after a short move, or by
 * keyboard with Space. The card stays in place, dimmed, while its copy follows the pointer.
 */
export function DraggableEnquiryCard(props: Omit<EnquiryCardProps, 'dragRef' | 'dragProps'>) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: props.card._id,
    data: { card: props.card },
  });
  // The card keeps its own role (article); dnd-kit's button role would hide what it is.
  const { role: _role, ...dragAttributes } = attributes;
  return (
    <EnquiryCard
      {...props}
      dragRef={setNodeRef}
      dragProps={{ ...dragAttributes, ...listeners }}
      style={{ opacity: isDragging ? 0.4 : undefined }}
    />
  );
}
