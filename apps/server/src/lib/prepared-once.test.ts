import { describe, expect, it } from 'vitest';
import type { Database } from '@kinderly/db';
import { preparedOnce } from './prepared-once.ts';

describe('preparedOnce', () => {
  it('builds once per database, and apart for each database', () => {
    const built: Database[] = [];
    const statement = preparedOnce((db) => {
      built.push(db);
      return { db };
    });
    const first = {} as Database;
    const second = {} as Database;
    expect(statement(first).db).toBe(first);
    expect(statement(first)).toBe(statement(first));
    // Another database (a test's clone, a transaction) never runs the first one's statement.
    expect(statement(second).db).toBe(second);
    expect(built).toEqual([first, second]);
  });
});
