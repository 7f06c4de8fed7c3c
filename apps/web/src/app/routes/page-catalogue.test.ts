import { describe, expect, it } from 'vitest';
import { findPage, pageTrail } from './page-catalogue';

describe('page catalogue', () => {
  it.each([
    ['/dashboard', 'dashboard', 'dashboard'],
    ['/dashboard/market', 'dashboard', 'dashboard'],
    ['/dashboard/questions', 'kanban', 'dashboard'],
    ['/dashboard/question-registry', 'question registry', 'dashboard'],
    ['/dashboard/question-registry/42', 'question registry', 'dashboard'],
    ['/dashboard/question-registry-email/7', 'question registry extension', 'dashboard'],
    ['/dashboard/company-profile/integrate-quorum/web-form', 'web form', 'dashboard'],
    ['/dashboard/announcements/9', 'announcement', 'dashboard'],
    ['/forgot-password/abc', 'forgot password', 'public'],
    ['/register/invite-token', 'register', 'public'],
    ['/success', 'stripe success', 'public'],
    ['/somewhere/else', 'forbidden', 'public'],
  ])('records %s as %s (%s)', (path, module, area) => {
    expect(findPage(path)).toMatchObject({ module, area });
  });

  it('records nothing for an unknown dashboard child, which redirects to /dashboard', () => {
    expect(findPage('/dashboard/not-a-page')?.module).toBeNull();
  });

  it('records nothing for sign-in, for which the spec names no module', () => {
    expect(findPage('/')?.module).toBeNull();
  });

  it('records nothing for the local checkout page, which stands in for the provider', () => {
    expect(findPage('/checkout/chk_local_1')).toMatchObject({ module: null, area: 'public' });
  });

  it('builds the breadcrumb trail from the pages above', () => {
    expect(pageTrail('/dashboard/company-profile/company-details').map((p) => p.title)).toEqual([
      'Dashboard',
      'Company profile',
      'Company details',
    ]);
    expect(pageTrail('/dashboard/question-registry/42').map((p) => p.title)).toEqual([
      'Dashboard',
      'Question registry',
    ]);
  });
});
