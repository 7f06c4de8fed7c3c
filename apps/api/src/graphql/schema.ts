import { builder } from './builder';
import '../features/auth/schema';
import '../features/auth/second-factor/schema';
import '../features/company/schema';
import '../features/company-links/schema';
import '../features/executives/schema';
import '../features/team/schema';
import '../features/profile/schema';
import '../features/registry/schema';
import '../features/templates/schema';
import '../features/board/schema';
import '../features/thread/schema';
import '../features/categories/schema';
import '../features/notifications/schema';
import '../features/integrations/schema';
import '../features/privacy/schema';
import '../features/support/schema';

export const schema = builder.toSchema({ sortSchema: true });
