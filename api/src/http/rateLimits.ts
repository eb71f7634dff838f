/** Per-IP rate limits of the sensitive endpoints (@fastify/rate-limit route config). */
export const RATE_LIMITS = {
  /** Password login: 10 attempts a minute (docs/api.md: 429 `42900`). */
  login: { max: 10, timeWindow: '1 minute' },
  /** Each SMS send endpoint: 20 an hour (docs/api.md "SMS codes": 429 `42900`). */
  sms: { max: 20, timeWindow: '1 hour' },
  /** Captcha challenge and verify: 30 a minute each. */
  captcha: { max: 30, timeWindow: '1 minute' },
  /** Partner cooperation form: 5 a minute (docs/api.md, 429 `42900`). */
  partner: { max: 5, timeWindow: '1 minute' },
  /**
   * Identity submissions, personal and enterprise each (docs/api.md "Identity verification"): 10 an
   * hour, so a verifier that checks a name against an ID number is no free lookup.
   */
  identity: { max: 10, timeWindow: '1 hour' },
  /**
   * A new password for a service account (docs/api.md "Orders and payments"): 10 an hour per
   * address, so a stolen session cannot churn NTRIP passwords.
   */
  serviceAccountPassword: { max: 10, timeWindow: '1 hour' },
  /** Remote failure reports of the shell (docs/api.md): 30 a minute. */
  remoteFailures: { max: 30, timeWindow: '1 minute' },
  /**
   * Load report batches of the shell (docs/api.md "Remote load reports"): 600 a minute, every page
   * view of a company behind one address sends one; rows are per visitor and minute, so a flood
   * cannot grow the table beyond one row per visitor id (at most 101 per address) and minute.
   */
  remoteLoads: { max: 600, timeWindow: '1 minute' },
  /** Problem reports (docs/api.md "Problem reports"): 10 an hour, each up to 3 × 2 MB of files. */
  bugReport: { max: 10, timeWindow: '1 hour' },
  /**
   * Ticket lookups and attachment downloads, each (docs/api.md "Problem reports"): 20 a minute, so
   * ticket numbers and contacts cannot be guessed at speed.
   */
  bugReportLookup: { max: 20, timeWindow: '1 minute' },
  /** The ionosphere map's times and grids, each (docs/api.md "Ionosphere"): 120 a minute (a slider drag). */
  iono: { max: 120, timeWindow: '1 minute' },
  /** Coverage regions and point lookups, each (docs/api.md "Coverage"): 60 a minute. */
  coverage: { max: 60, timeWindow: '1 minute' },
} as const;
