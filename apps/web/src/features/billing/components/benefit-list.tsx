import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** What a plan gives, one ticked line each (PLAN_BENEFITS). */
export function BenefitList({
  benefits,
  size = 'sm',
}: {
  benefits: readonly string[];
  size?: 'xs' | 'sm';
}) {
  return (
    <List
      spacing={6}
      size={size}
      center
      icon={
        <ThemeIcon size={18} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCheck size={12} stroke={3} />
        </ThemeIcon>
      }
    >
      {benefits.map((benefit) => (
        <List.Item key={benefit}>{benefit}</List.Item>
      ))}
    </List>
  );
}
