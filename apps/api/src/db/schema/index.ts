export * from './users';
export * from './companies';
export * from './outbox';
export * from './activity';
export * from './company-profile';
export * from './team';
export * from './files';
export * from './registry';
