import type { HomeSections } from './get-dashboard-home';

/** Query keys of the dashboard home, owned here: one per set of sections the member may see. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  home: (sections: HomeSections) => [...dashboardKeys.all, 'home', sections] as const,
};
