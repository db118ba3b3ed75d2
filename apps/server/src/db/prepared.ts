import type { Database } from './client';

/**
 * A query built and prepared once per database handle, then run by its statement name: Drizzle builds
 * its SQL once, and PostgreSQL parses and plans it once per connection instead of on every call. For
 * the reads every page load makes; each statement name must keep one SQL text.
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
