import type { GraphQLResolveInfo } from 'graphql';

/**
 * Does the client ask for `name` on the field being resolved? Answers yes whenever it cannot tell
 * cheaply (a fragment in the selection), so a resolver that skips work on "no" never leaves out
 * what was asked.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (selection) => selection.kind !== 'Field' || selection.name.value === name,
    ),
  );
}
