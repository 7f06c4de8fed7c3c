import type { FastifyInstance } from 'fastify';
import {
  Kind,
  TypeInfo,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { DocumentNode, GraphQLInputType, GraphQLSchema, ValueNode } from 'graphql';
import { PAGING_BOUNDS, messages } from '@quorum/shared';
import { badInput } from '../core/errors';

type Bounded = keyof typeof PAGING_BOUNDS;
const isBounded = (name: string): name is Bounded => name in PAGING_BOUNDS;

/** Why one argument or input field's value is refused, or undefined when it is fine. */
function refusal(name: string, type: GraphQLInputType, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (isNonNullType(type)) return refusal(name, type.ofType, value);
  if (isListType(type)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      const found = refusal(name, type.ofType, item);
      if (found) return found;
    }
    return undefined;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object') return undefined;
    for (const [field, definition] of Object.entries(type.getFields())) {
      const found = refusal(field, definition.type, (value as Record<string, unknown>)[field]);
      if (found) return found;
    }
    return undefined;
  }
  const scalar = getNamedType(type).name;
  if (scalar === 'Int' && isBounded(name) && typeof value === 'number') {
    if (value > PAGING_BOUNDS[name]) return messages.input.tooLarge(name, PAGING_BOUNDS[name]);
  }
  return undefined;
}

/** A literal's value as JSON, for the few kinds the checks read (strings, numbers, lists, objects). */
function literal(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map((item) => literal(item, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((f) => [f.name.value, literal(f.value, variables)]),
      );
    case Kind.VARIABLE:
      return variables[node.name.value];
    default:
      return undefined;
  }
}

/**
 * The first refusal among the operation's arguments, literal or from variables: a page or a page
 * size beyond any list (so no offset can overflow). Ids are each feature's to judge (an id that
 * is no UUID reads as not found there), with a net for any that reaches the database (errors.ts).
 */
export function argumentRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): string | undefined {
  const typeInfo = new TypeInfo(schema);
  let found: string | undefined;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        if (found || !argument) return;
        found = refusal(node.name.value, argument.type, literal(node.value, variables));
      },
    }),
  );
  return found;
}

/**
 * Whether a document names a page or limit argument anywhere. Mercurius caches parsed documents,
 * so each is looked at once; most operations have none and skip the typed walk on every request.
 */
const mentionsBounded = new WeakMap<DocumentNode, boolean>();
function namesBoundedArgument(document: DocumentNode): boolean {
  let answer = mentionsBounded.get(document);
  if (answer === undefined) {
    answer = false;
    visit(document, {
      Argument(node) {
        if (isBounded(node.name.value)) answer = true;
      },
      ObjectField(node) {
        if (isBounded(node.name.value)) answer = true;
      },
    });
    mentionsBounded.set(document, answer);
  }
  return answer;
}

/**
 * The answers for documents that declare no variables: theirs depends on the document alone, and
 * the typed walk was a twentieth of the board's API time, on every request (issue 17).
 */
const literalRefusals = new WeakMap<DocumentNode, string | null>();
const declaresVariables = (document: DocumentNode) =>
  document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (definition.variableDefinitions?.length ?? 0) > 0,
  );

function refusalOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
): string | undefined {
  if (declaresVariables(document)) return argumentRefusal(schema, document, variables);
  let answer = literalRefusals.get(document);
  if (answer === undefined) {
    answer = argumentRefusal(schema, document) ?? null;
    literalRefusals.set(document, answer);
  }
  return answer ?? undefined;
}

/** Refuses such arguments before the operation runs, with BAD_USER_INPUT naming the argument. */
export function boundArguments(app: FastifyInstance) {
  // A plain function, not an async one: it never waits, and it runs on every operation.
  app.graphql.addHook('preExecution', (schema, document, _context, variables) => {
    if (!namesBoundedArgument(document)) return;
    const message = refusalOf(schema, document, (variables ?? {}) as Record<string, unknown>);
    if (message) throw badInput(message);
  });
}
