import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * Typed documents against apps/api/schema.graphql. `npm run schema:types -w apps/web` regenerates
 * graphql-env.d.ts whenever the contract changes; a stale file shows up as type errors here.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; ID: string };
}>();

export type { FragmentOf, ResultOf, VariablesOf, TadaDocumentNode } from 'gql.tada';
export { readFragment } from 'gql.tada';
