/**
 * Limits lifted for the tests that put a machine's load on one account from one address: the
 * fuzzer (thousands of requests as one director) and the crash, shutdown, backup and deploy
 * tests (ten or twenty writers at full speed). A person never writes like that, and the limits
 * exist to stop it; those tests are about something else (bad input, what survives a crash), so
 * they pass these to their app or server. The limits themselves are proved at their production
 * values or lowered, never lifted: write-limits.test.ts, upload-limits.test.ts,
 * notification-streams.test.ts.
 */
export const LOAD_TEST_LIMITS = {
  ACCOUNT_WRITES_PER_MIN: '1000000',
  ADDRESS_WRITES_PER_MIN: '1000000',
  STAFF_UPLOADS_PER_DAY: '1000000',
  STAFF_MB_PER_DAY: '1000000',
  CLIENT_UPLOADS_PER_DAY: '1000000',
  CLIENT_MB_PER_DAY: '1000000',
};
