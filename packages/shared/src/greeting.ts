/** Spec §9: Morning before 12, Noon at 12, Afternoon to 16, else Evening. */
export function timeOfDayGreeting(
  hour: number,
): 'Good morning' | 'Good noon' | 'Good afternoon' | 'Good evening' {
  if (hour < 12) return 'Good morning';
  if (hour === 12) return 'Good noon';
  if (hour <= 16) return 'Good afternoon';
  return 'Good evening';
}
