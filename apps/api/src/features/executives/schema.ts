/** Registers this feature's GraphQL types, queries and mutations on the one builder. */
export {};
