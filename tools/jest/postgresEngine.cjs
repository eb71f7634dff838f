// Setup file of the `api-pg` jest project: the API tests' databases are PostgreSQL ones
// (api/src/test/database.ts `freshTestDatabase`).
process.env.XH_TEST_ENGINE = 'postgres';
