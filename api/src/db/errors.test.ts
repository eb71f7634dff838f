import { isDatabaseUnavailable, isUniqueViolation, uniqueViolation } from './errors';

describe('uniqueViolation', () => {
  it('reads the table and key of both engines’ unique failures', () => {
    const sqlite = Object.assign(
      new Error('UNIQUE constraint failed: service_accounts.user_id, service_accounts.service_id'),
      { code: 'SQLITE_CONSTRAINT_UNIQUE' },
    );
    const postgres = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      table: 'service_accounts',
      detail: 'Key (user_id, service_id)=(7, 6) already exists.',
    });
    const key = { table: 'service_accounts', columns: ['user_id', 'service_id'] };
    expect(uniqueViolation(sqlite)).toEqual(key);
    expect(uniqueViolation(postgres)).toEqual(key);
    expect(isUniqueViolation(postgres, { table: 'service_accounts', columns: ['user_id'] })).toBe(
      false,
    );
    expect(uniqueViolation(Object.assign(new Error('x'), { code: '23503' }))).toBeNull();
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
    ],
    ['a dropped connection', { message: 'Connection terminated unexpectedly' }],
    ['the pool’s connect timeout', { message: 'timeout exceeded when trying to connect' }],
    ['a server shutting down', { code: '57P01', message: 'terminating connection' }],
    ['a server starting', { code: '57P03', message: 'the database system is starting up' }],
    ['a connection exception', { code: '08006', message: 'connection failure' }],
    ['too many connections', { code: '53300', message: 'too many clients already' }],
    ['a SQLite file locked past the busy timeout', { code: 'SQLITE_BUSY', message: 'locked' }],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505', message: 'duplicate key' }],
    ['a syntax error', { code: '42601', message: 'syntax error at or near' }],
    ['a check failure', { code: 'SQLITE_CONSTRAINT_CHECK', message: 'CHECK constraint failed' }],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
