/** Registers the events calendar's GraphQL types, queries and mutations on the one builder. */
import { builder } from '../../graphql/builder';
import { createCalendarFeed, getCalendarFeed, revokeCalendarFeed } from './feeds';
import {
  createCompanyEvent,
  deleteCompanyEvent,
  getCompanyEvent,
  getUpcomingCompanyEvent,
  listCompanyEvents,
  updateCompanyEvent,
} from './service';
import {
  CalendarFeedType,
  CompanyEventType,
  CreateCompanyEventInput,
  EventInputType,
  UpdateCompanyEventInput,
} from './types';

builder.queryFields((t) => ({
  getCompanyEvents: t.field({
    type: [CompanyEventType],
    description: 'The company’s events overlapping [from, to), at most 400 days.',
    authScopes: { page: ['calendar', 'view'] },
    args: {
      companyId: t.arg.id(),
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: (_root, args, ctx) => listCompanyEvents(ctx.deps, ctx.requireMember(), args),
  }),
  getCompanyEvent: t.field({
    type: CompanyEventType,
    authScopes: { page: ['calendar', 'view'] },
    args: { eventInput: t.arg({ type: EventInputType, required: true }) },
    resolve: (_root, { eventInput }, ctx) =>
      getCompanyEvent(ctx.deps, ctx.requireMember(), eventInput),
  }),
  getUpcomingCompanyEvent: t.field({
    type: CompanyEventType,
    nullable: true,
    description: 'The next event not yet over, for the header’s calendar icon.',
    authScopes: { page: ['calendar', 'view'] },
    args: { companyId: t.arg.id() },
    resolve: (_root, { companyId }, ctx) =>
      getUpcomingCompanyEvent(ctx.deps, ctx.requireMember(), companyId),
  }),
  calendarFeed: t.field({
    type: CalendarFeedType,
    description: 'Whether the company has a live calendar feed (admins).',
    authScopes: { page: ['calendar', 'view'] },
    resolve: (_root, _args, ctx) => getCalendarFeed(ctx.deps, ctx.requireMember()),
  }),
}));

builder.mutationFields((t) => ({
  createCompanyEvent: t.field({
    type: CompanyEventType,
    authScopes: { page: ['calendar', 'full'] },
    args: {
      createCompanyEventInput: t.arg({ type: CreateCompanyEventInput, required: true }),
    },
    resolve: (_root, { createCompanyEventInput }, ctx) =>
      createCompanyEvent(ctx.deps, ctx.requireMember(), createCompanyEventInput),
  }),
  updateCompanyEvent: t.field({
    type: CompanyEventType,
    authScopes: { page: ['calendar', 'full'] },
    args: {
      updateCompanyEventInput: t.arg({ type: UpdateCompanyEventInput, required: true }),
    },
    resolve: (_root, { updateCompanyEventInput }, ctx) =>
      updateCompanyEvent(ctx.deps, ctx.requireMember(), updateCompanyEventInput),
  }),
  deleteCompanyEvent: t.field({
    type: CompanyEventType,
    authScopes: { page: ['calendar', 'full'] },
    args: { eventInput: t.arg({ type: EventInputType, required: true }) },
    resolve: (_root, { eventInput }, ctx) =>
      deleteCompanyEvent(ctx.deps, ctx.requireMember(), eventInput),
  }),
  createCalendarFeed: t.field({
    type: CalendarFeedType,
    description:
      'Makes the company’s feed address (answered only here), revoking the previous one: a rotation.',
    authScopes: { page: ['calendar', 'view'] },
    resolve: (_root, _args, ctx) => createCalendarFeed(ctx.deps, ctx.requireMember()),
  }),
  revokeCalendarFeed: t.field({
    type: CalendarFeedType,
    authScopes: { page: ['calendar', 'view'] },
    resolve: (_root, _args, ctx) => revokeCalendarFeed(ctx.deps, ctx.requireMember()),
  }),
}));
