import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTER, messages } from '@quorum/shared';
import { badInput } from '../core/errors';

/** The path of the first string under `value` holding a control character, or undefined. */
export function findControlCharacter(value: unknown, path: string[] = []): string | undefined {
  const found = controlCharacterAt(value);
  return found === undefined ? undefined : [...path, ...found.reverse()].join('.');
}

/**
 * The first such string's path, innermost name first. It is built only on the way out of a find:
 * every request's body passes through here, and a clean one allocates no paths.
 */
function controlCharacterAt(value: unknown): string[] | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [] : undefined;
  // A raw body (a file's chunk, a signed webhook) is bytes, not text: walking its millions of
  // indexes would find nothing, slowly.
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = controlCharacterAt(value[index]);
      if (found) return [...found, String(index)];
    }
    return undefined;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const found = controlCharacterAt((value as Record<string, unknown>)[key]);
    if (found) return [...found, key];
  }
  return undefined;
}

/** The field a person would recognise: the last name in the path that is not an index. */
const fieldName = (path: string) =>
  path
    .split('.')
    .filter((part) => !/^\d+$/.test(part) && part !== 'variables' && part !== 'input')
    .at(-1) ?? 'text';

/**
 * One gate for every request body and query string, before any route or resolver sees it: text
 * with a NUL or another control character is refused as BAD_USER_INPUT naming the field. GraphQL
 * variables and inline literals (inside `query`) are covered by the same walk.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  // A callback hook: every request passes through it, and a clean one needs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const found = findControlCharacter(request.body, []) ?? findControlCharacter(request.query, []);
    if (found === undefined) return done();
    const message = messages.input.controlCharacter(fieldName(found));
    done(badInput(message, { fields: { [found]: message } }));
  });
}
