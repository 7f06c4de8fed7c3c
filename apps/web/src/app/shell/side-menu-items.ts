import {
  IconBook2,
  IconBulb,
  IconChartBar,
  IconChartLine,
  IconHelpCircle,
  IconLayoutDashboard,
  IconMessageQuestion,
  IconSpeakerphone,
  IconUserPlus,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { EXTERNAL_LINKS, type PageKey } from '@quorum/shared';

export interface SideMenuPageItem {
  label: string;
  icon: Icon;
  to: string;
  /** Active only on this exact path (the dashboard home), not on the pages under it. */
  exact?: boolean;
  /** The page permission it needs (spec §6); without one it is open to every member. */
  page?: PageKey;
  /** A live count shown beside the label (the Questions chip: unread questions). */
  counter?: 'unreadQuestions';
}

export interface SideMenuExternalItem {
  label: string;
  icon: Icon;
  href: string;
}

export type SideMenuItem = SideMenuPageItem | SideMenuExternalItem;

export interface SideMenuGroup {
  label: string;
  items: SideMenuItem[];
}

/** Spec §2 "Dashboard shell": the side menu's groups, in the spec's order and words. */
export const SIDE_MENU: readonly SideMenuGroup[] = [
  {
    label: 'Dashboard',
    items: [
      { label: 'Dashboard', icon: IconLayoutDashboard, to: '/dashboard', exact: true },
      // Ours (issue 19): every member may read market data, so it needs no page permission.
      { label: 'Market', icon: IconChartLine, to: '/dashboard/market' },
      // Ours: the spec's menu has no entry for /dashboard2, the analytics page (issue 16).
      { label: 'Analytics', icon: IconChartBar, to: '/dashboard/dashboard2' },
      {
        label: 'Announcements',
        icon: IconSpeakerphone,
        to: '/dashboard/announcements',
        page: 'announcements',
      },
      {
        label: 'Questions',
        icon: IconMessageQuestion,
        to: '/dashboard/questions',
        page: 'questions',
        counter: 'unreadQuestions',
      },
    ],
  },
  {
    label: 'Pages',
    items: [
      { label: "Our FAQ's", icon: IconHelpCircle, to: '/dashboard/faq' },
      {
        label: 'Question registry',
        icon: IconBook2,
        to: '/dashboard/question-registry',
        page: 'question-registry',
      },
      { label: 'My team', icon: IconUsers, to: '/dashboard/my-team', page: 'my-team' },
    ],
  },
  {
    label: 'Utilities',
    items: [
      { label: 'Invite Investors', icon: IconUserPlus, href: EXTERNAL_LINKS.inviteInvestors },
      { label: 'How to use', icon: IconBulb, href: EXTERNAL_LINKS.howToUse },
    ],
  },
];

/** The menu as one member sees it: pages they cannot view are left out, and so are empty groups. */
export function sideMenuFor(canView: (page: PageKey) => boolean): SideMenuGroup[] {
  return SIDE_MENU.map((group) => ({
    ...group,
    items: group.items.filter((item) => !('page' in item) || !item.page || canView(item.page)),
  })).filter((group) => group.items.length > 0);
}
