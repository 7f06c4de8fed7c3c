import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/**
 * The root fields an operation document asks for. A fragment at the root counts as '…', which no
 * allow-list holds, so a gate cannot be passed by hiding a field in one.
 */
export function rootFields(document: DocumentNode): string[] {
  return document.definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .flatMap((operation) => operation.selectionSet.selections)
    .map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : '…'));
}
