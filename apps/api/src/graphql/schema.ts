import { builder } from './builder';
import '../features/auth/schema';
import '../features/company/schema';

export const schema = builder.toSchema({ sortSchema: true });
