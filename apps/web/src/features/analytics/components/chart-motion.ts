import { useReducedMotion } from '@mantine/hooks';

/** Charts grow into place unless the person asked their system for less motion (WCAG 2.3.3). */
export function useChartMotion() {
  const animate = !useReducedMotion();
  return {
    barProps: { isAnimationActive: animate },
    lineProps: { isAnimationActive: animate },
  };
}
