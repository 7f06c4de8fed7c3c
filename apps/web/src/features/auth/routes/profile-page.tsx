import { BeingBuiltPage } from '@/components/layouts/being-built';

/** '/dashboard/profile': the member's own details; editing them comes in a later issue. */
export function ProfilePage() {
  return <BeingBuiltPage title="Profile" />;
}
