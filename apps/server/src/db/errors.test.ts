import { describe, expect, it } from 'vitest';
import { databaseUnavailableCode, isConstraintViolation } from './errors';

const failure = (code: string | undefined, message = 'failed') =>
  Object.assign(new Error(message), code === undefined ? {} : { code });

describe('what a database error means', () => {
  it.each([
    ['SQLITE_FULL'],
    ['SQLITE_IOERR_WRITE'],
    ['SQLITE_BUSY'],
    ['SQLITE_BUSY_SNAPSHOT'],
    ['SQLITE_READONLY'],
    ['SQLITE_CANTOPEN'],
    ['53100'],
    ['53300'],
    ['08006'],
    ['57P01'],
    ['57P03'],
    ['58030'],
    ['25006'],
    ['ECONNREFUSED'],
  ])('%s: the database could not store (or be reached)', (code) => {
    expect(databaseUnavailableCode(failure(code))).toBe(code);
    expect(isConstraintViolation(failure(code))).toBe(false);
  });

  it('a connection pg ended names no code: it is lost all the same', () => {
    const lost = failure(undefined, 'Connection terminated unexpectedly');
    expect(databaseUnavailableCode(lost)).toBe('CONNECTION_LOST');
  });

  it.each([['SQLITE_CONSTRAINT_CHECK'], ['SQLITE_CONSTRAINT_TRIGGER'], ['23514'], ['23505']])(
    '%s: a rule of the database refused the write',
    (code) => {
      expect(isConstraintViolation(failure(code))).toBe(true);
      expect(databaseUnavailableCode(failure(code))).toBeNull();
    },
  );

  it.each([['SQLITE_ERROR'], ['22003'], ['42P01'], ['ECONNRESET'], [undefined]])(
    '%s: anything else is neither',
    (code) => {
      expect(databaseUnavailableCode(failure(code))).toBeNull();
      expect(isConstraintViolation(failure(code))).toBe(false);
    },
  );
});
