export * from './users';
export * from './companies';
export * from './outbox';
export * from './activity';
