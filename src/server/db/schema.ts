// The database schema, one file per group of tables under schema/ (drizzle.config.ts reads this
// index; every table and enum is exported from here).
export * from './schema/columns';
export * from './schema/auth';
export * from './schema/contests';
export * from './schema/submissions';
export * from './schema/records';
export * from './schema/payments';
