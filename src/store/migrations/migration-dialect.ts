// The dialect a migration is told it runs on (migrations from store v2 on take it as their second argument).
// Its own module so that a migration imports nothing but Kysely and this: not the list of migrations
// (index.ts), which imports every migration, and no application code.
export type MigrationDialect = 'sqlite' | 'postgres'
