import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { pageTrail } from '@/app/routes/page-catalogue';

/** Where this page sits under the dashboard; hidden on the dashboard home, where it says nothing. */
export function DashboardBreadcrumbs() {
  const { pathname } = useLocation();
  const trail = pageTrail(pathname);
  if (trail.length < 2) return null;

  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {trail.map((page, index) =>
          index === trail.length - 1 ? (
            <Text key={page.path} size="sm" c="dimmed" aria-current="page">
              {page.title}
            </Text>
          ) : (
            <Anchor key={page.path} component={Link} to={page.path} size="sm">
              {page.title}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
