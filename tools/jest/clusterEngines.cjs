// Setup file of the `api-pg` jest project: the API tests' databases are PostgreSQL ones
// (api/src/test/database.ts `freshTestDatabase`); Redis is at XH_TEST_REDIS_URL.
process.env.XH_TEST_ENGINE = 'postgres';
