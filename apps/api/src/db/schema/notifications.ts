import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { NotificationMetaData, NotificationType } from '@quorum/shared';
import { createdAt, id } from './columns';
import { companies } from './companies';
import { investors } from './board';
import { users } from './users';

/** One notification for one team member in one company (spec §3 Notification). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The recipient. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    metaData: jsonb('meta_data').$type<NotificationMetaData>().notNull().default({}),
    investorId: uuid('investor_id').references(() => investors.id, { onDelete: 'set null' }),
    /** The team member whose action caused it, when one did (an assignment, a reply). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    hasRead: boolean('has_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_inbox_idx').on(t.companyId, t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.companyId, t.userId)
      .where(sql`NOT has_read`),
  ],
);
