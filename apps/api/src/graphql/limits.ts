import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { ValidationRule } from 'graphql';

/** The most tokens a document may have; the dashboard's largest operation has a few hundred. */
export const MAX_DOCUMENT_TOKENS = 2_000;

/**
 * Limits on what one document may ask for. In production the limits are not echoed back and the
 * schema cannot be introspected.
 */
export function validationRules(production: boolean): ValidationRule[] {
  const exposeLimits = !production;
  const rules = [
    maxDepthRule({ n: 10, exposeLimits }),
    maxAliasesRule({ n: 15, exposeLimits }),
    maxDirectivesRule({ n: 20, exposeLimits }),
    costLimitRule({ maxCost: 5000, exposeLimits }),
  ] as ValidationRule[];
  if (production) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}
