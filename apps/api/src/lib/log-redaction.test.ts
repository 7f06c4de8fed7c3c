import { describe, expect, it } from 'vitest';
import { scrubMessage, serializeError } from './log-redaction';

/** What Drizzle throws: the statement, then every parameter of it. */
function driverError() {
  const cause = Object.assign(
    new Error('duplicate key value violates unique constraint "users_email_key"'),
    {
      code: '23505',
      table: 'users',
      constraint: 'users_email_key',
      detail: 'Key (email)=(jane.investor@example.com) already exists.',
      parameters: ['jane.investor@example.com', 'Jane', 'How is the drilling going?'],
    },
  );
  return Object.assign(
    new Error(
      'Failed query: insert into "users" ("email", "first_name") values ($1, $2)\nparams: jane.investor@example.com,Jane',
      { cause },
    ),
    {
      query: 'insert into "users" ("email", "first_name") values ($1, $2)',
      params: ['jane.investor@example.com', 'Jane'],
    },
  );
}

describe('error log lines', () => {
  it('keep the statement, the code and the constraint but no parameter, email or quoted value', () => {
    const logged = JSON.stringify(serializeError(driverError()));
    expect(logged).not.toContain('jane.investor@example.com');
    expect(logged).not.toContain('Jane');
    expect(logged).not.toContain('drilling');
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_key');
  });

  it('say the parameters were removed rather than hiding that there were any', () => {
    expect(scrubMessage('Failed query: select 1 where id = $1\nparams: 42')).toBe(
      'Failed query: select 1 where id = $1\nparams: [redacted]',
    );
  });

  it('keep which key conflicted but not its value', () => {
    expect(scrubMessage('Key (email)=(a@b.co) already exists.')).toBe(
      'Key (email)=(…) already exists.',
    );
  });

  it('mask an email address wherever a message carries one', () => {
    expect(scrubMessage('no account for investor.relations@acme.com.au today')).toBe(
      'no account for [email] today',
    );
  });

  it('log something readable for a thrown value that is not an Error', () => {
    expect(serializeError('socket hang up')).toMatchObject({
      type: 'string',
      message: 'socket hang up',
    });
  });
});
