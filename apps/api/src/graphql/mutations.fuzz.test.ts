import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isLeafType,
} from 'graphql';
import type { GraphQLField, GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { makeTeam } from '../features/board/testing/board-test-kit';
import {
  COMPANY_SITE,
  investorQuestion,
  makeWebformCompany,
  rest,
} from '../features/integrations/testing/webform-test-kit';
import { gql } from '../testing/graphql';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { schema } from './schema';

// Its own database on PostgreSQL too: the row counts it compares must not move with other files' tests.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMultiplier: 1000 }, { ownDatabase: true });
});
afterAll(() => t.close());
/** Fixed so a failure is reproducible; fast-check prints it with the counterexample. */
const SEED = 20_261_124;
const RUNS = 5;

const nasty = fc.oneof(
  fc.constantFrom('', ' ', 'a\u0000b', '\u0007', '\uD800', 'NaN', '-1', 'null', '{}', '💥'),
  fc.string({ maxLength: 20 }),
  fc.constant('x'.repeat(100_000)),
);
const numbers = fc.constantFrom(0, -1, 1, 2 ** 31 - 1, -(2 ** 31), 1e6);
const ids = fc.oneof(fc.uuid(), fc.constantFrom('not-a-uuid', '', '1', 'a\u0000'));

function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, depth);
  const inner = innerValue(type, depth);
  return fc.option(inner, { nil: null, freq: 8 });
}

function innerValue(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isListType(type)) return fc.array(valueOf(type.ofType, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    const record = Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, depth + 1)]));
    return fc.oneof(fc.record(record), fc.constant({}));
  }
  if (!isScalarType(type)) return fc.constant(null);
  if (type.name === 'Int') return numbers;
  if (type.name === 'Float') return fc.oneof(numbers, fc.constant(1.5));
  if (type.name === 'Boolean') return fc.boolean();
  if (type.name === 'ID') return ids;
  if (type.name === 'DateTime') return fc.constantFrom('NaN', '2026-01-01T00:00:00Z', '9999-99');
  return nasty;
}

/** The mutation as a document with one variable per argument and the cheapest selection. */
function documentOf(field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const head = variables ? `mutation(${variables})` : 'mutation';
  return `${head} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

/** One statement counting every table's rows, built once: a refused call must leave them all as they were. */
let countAll: ReturnType<typeof sql> | undefined;
async function fingerprint(): Promise<string> {
  if (!countAll) {
    const tables = await t.database.db.execute(
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const counts = rowsOf<{ name: string }>(tables).map(
      ({ name }) => sql`(select count(*) from ${sql.identifier(name)})`,
    );
    // An ARRAY[…], not json_build_array(…): a function takes at most 100 arguments, and the
    // schema has more tables than that.
    countAll = sql`select array[${sql.join(counts, sql`, `)}] as counts`;
  }
  const result = await t.database.db.execute(countAll);
  return JSON.stringify(rowsOf<{ counts: unknown }>(result)[0]!.counts);
}

/** One company and admin for every mutation; made again only if a call ended the admin's session. */
let team: { admin: string } | undefined;
async function liveTeam() {
  const alive = team && !(await gql(t.app, '{ loggedInUserDetail { _id } }', {}, team.admin)).error;
  if (!alive) team = await makeTeam(t);
  return team!;
}

const mutations = Object.values(schema.getMutationType()!.getFields()).filter(
  (field) => field.args.length > 0,
);

describe('every mutation under generated input', () => {
  it.each(mutations.map((field) => [field.name, field] as const))(
    '%s never answers an internal error nor writes half a change',
    async (_name, field) => {
      const team = await liveTeam();
      const document = documentOf(field);
      const args = fc.record(
        Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type)])),
      );
      await fc.assert(
        fc.asyncProperty(args, async (variables) => {
          const before = await fingerprint();
          const answer = await gql(t.app, document, variables, team.admin);
          expect(answer.status).toBeLessThan(500);
          expect((answer.errors ?? []).map((e) => e.extensions?.code)).not.toContain(
            'INTERNAL_SERVER_ERROR',
          );
          if (answer.errors) expect(await fingerprint()).toBe(before);
        }),
        { seed: SEED, numRuns: RUNS, verbose: true },
      );
    },
  );
});

describe('the web form under generated input', () => {
  it('never answers 5xx', async () => {
    const company = await makeWebformCompany(t);
    const fields = fc.record({
      firstName: nasty,
      lastName: nasty,
      email: nasty,
      question: nasty,
      companyId: fc.oneof(ids, fc.constant(company.companyId)),
    });
    await fc.assert(
      fc.asyncProperty(fields, async (body) => {
        const answer = await rest(t, 'POST', '/webform/enquiries', {
          body: { ...investorQuestion(), ...body },
          headers: { origin: COMPANY_SITE, 'client-secret': company.config!.clientSecret },
        });
        expect(answer.status).toBeLessThan(500);
      }),
      { seed: SEED, numRuns: 30 },
    );
  });
});
