import { type SqlDatabase, type SqlExecutor, sqlJson } from '@kinwell/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

export interface SqlDatabaseFixture {
  db: SqlDatabase;
  cleanup: () => Promise<void>;
}

// Starting a database costs seconds (initdb), so one serves the whole suite; each test makes its own tables.
const SETUP_TIMEOUT_MS = 60_000;

/**
 * The behaviour every SqlDatabase adapter shares: named parameters of each type in and typed rows out,
 * row counts, transactions, errors. SQL here is the portable PostgreSQL the RDS Data API accepts.
 */
export function describeSqlDatabaseContract(name: string, setup: () => Promise<SqlDatabaseFixture>): void {
  describe(`${name} (SqlDatabase contract)`, () => {
    let fixture: SqlDatabaseFixture | undefined;
    let tables = 0;
    const db = (): SqlDatabase => {
      if (!fixture) throw new Error('The contract setup has not run');
      return fixture.db;
    };
    const createTable = async (columns: string): Promise<string> => {
      tables += 1;
      const table = `contract_${tables}`;
      await db().query(`CREATE TABLE ${table} (${columns})`);
      return table;
    };

    beforeAll(async () => {
      fixture = await setup();
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await fixture?.cleanup();
    });

    it('round-trips a parameter of every type into typed columns', async () => {
      const table = await createTable(`
        id BIGSERIAL PRIMARY KEY, label TEXT, small INTEGER, big BIGINT, ratio DOUBLE PRECISION,
        amount NUMERIC(12, 4), flag BOOLEAN, missing TEXT, at TIMESTAMPTZ, doc JSONB, list JSONB`);
      const at = new Date('2024-02-29T23:59:59.123Z');
      const doc = { name: "O'Brien — Acmé", nested: { values: [1, 'two', null, true] } };
      const params = {
        label: 'it\'s "quoted", ünïcødé',
        small: 42,
        big: -9_007_199_254_740_991,
        ratio: 3.25,
        amount: 12.5,
        flag: false,
        missing: null,
        at,
        doc: sqlJson(doc),
        list: sqlJson([3, 1, 2]),
      };

      const inserted = await db().query(
        `INSERT INTO ${table} (label, small, big, ratio, amount, flag, missing, at, doc, list)
         VALUES (:label, :small, :big, :ratio, :amount, :flag, :missing, :at, :doc, :list)
         RETURNING *`,
        params,
      );
      const selected = await db().query(`SELECT * FROM ${table}`);

      const expected = {
        label: params.label,
        small: 42,
        big: -9_007_199_254_740_991,
        ratio: 3.25,
        amount: 12.5,
        flag: false,
        missing: null,
        at,
        doc,
        list: [3, 1, 2],
      };
      expect(inserted.rowCount).toBe(1);
      expect(inserted.rows).toEqual([{ id: expect.any(Number), ...expected }]);
      expect(selected.rows).toEqual(inserted.rows);
      expect(selected.rowCount).toBe(1);
    });

    it('round-trips true, empty strings and whole-number doubles without coercing them', async () => {
      const table = await createTable('flag BOOLEAN, label TEXT, ratio DOUBLE PRECISION');
      await db().query(`INSERT INTO ${table} (flag, label, ratio) VALUES (:flag, :label, :ratio)`, {
        flag: true,
        label: '',
        ratio: 2,
      });
      const { rows } = await db().query(`SELECT flag, label, ratio FROM ${table}`);
      expect(rows).toEqual([{ flag: true, label: '', ratio: 2 }]);
    });

    it('reads timestamptz values back as the same instants', async () => {
      const table = await createTable('position INTEGER, at TIMESTAMPTZ');
      const instants = [
        new Date('1969-12-31T23:59:59.999Z'),
        new Date('2000-01-01T00:00:00.000Z'),
        new Date('2024-06-30T12:34:56.789Z'),
      ];
      for (const [position, at] of instants.entries()) {
        await db().query(`INSERT INTO ${table} (position, at) VALUES (:position, :at)`, { position, at });
      }
      const since = await db().query<{ at: Date }>(`SELECT at FROM ${table} WHERE at >= :since ORDER BY position`, {
        since: new Date('2000-01-01T00:00:00.000Z'),
      });
      const all = await db().query<{ at: Date }>(`SELECT at FROM ${table} ORDER BY position`);

      expect(all.rows.map((row) => row.at)).toEqual(instants);
      expect(since.rows.map((row) => row.at)).toEqual(instants.slice(1));
    });

    it('sends one value for a name used twice', async () => {
      const table = await createTable('a TEXT, b TEXT');
      await db().query(`INSERT INTO ${table} (a, b) VALUES (:value, :value)`, { value: 'same' });
      const { rows } = await db().query(`SELECT a, b FROM ${table} WHERE a = :value AND b = :value`, { value: 'same' });
      expect(rows).toEqual([{ a: 'same', b: 'same' }]);
    });

    it('leaves ::casts and literals alone, and casts string parameters where the SQL says so', async () => {
      const table = await createTable('id UUID PRIMARY KEY, day DATE, doc JSONB');
      const { rows } = await db().query(
        `INSERT INTO ${table} (id, day, doc)
         VALUES (:id::uuid, :day::date, :doc::jsonb)
         RETURNING id, day, doc, '{"fixed": 1}'::jsonb AS fixed, '10:30' AS clock`,
        { id: 'c56a4180-65aa-42ec-a945-5fd21dec0538', day: '2024-02-03', doc: '{"plain": "text"}' },
      );
      expect(rows).toEqual([
        {
          id: 'c56a4180-65aa-42ec-a945-5fd21dec0538',
          day: new Date('2024-02-03T00:00:00.000Z'),
          doc: { plain: 'text' },
          fixed: { fixed: 1 },
          clock: '10:30',
        },
      ]);
    });

    it('answers the rows of INSERT … RETURNING', async () => {
      const table = await createTable('id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL');
      const { rows, rowCount } = await db().query<{ id: number; name: string }>(
        `INSERT INTO ${table} (name) VALUES (:a), (:b), (:c) RETURNING id, name`,
        { a: 'ann', b: 'bob', c: 'cy' },
      );
      expect(rowCount).toBe(3);
      expect(rows.map((row) => row.name)).toEqual(['ann', 'bob', 'cy']);
      expect(new Set(rows.map((row) => row.id)).size).toBe(3);
      for (const row of rows) expect(typeof row.id).toBe('number');
    });

    it('counts rows changed by UPDATE and DELETE, and rows answered by SELECT', async () => {
      const table = await createTable('name TEXT, team TEXT');
      await db().query(`INSERT INTO ${table} (name, team) VALUES ('a', 'x'), ('b', 'x'), ('c', 'y')`);

      const updated = await db().query(`UPDATE ${table} SET team = :team WHERE team = 'x'`, { team: 'z' });
      const none = await db().query(`UPDATE ${table} SET team = 'q' WHERE name = :name`, { name: 'nobody' });
      const deleted = await db().query(`DELETE FROM ${table} WHERE name = :name`, { name: 'c' });
      const selected = await db().query(`SELECT name FROM ${table} ORDER BY name`);
      const empty = await db().query(`SELECT name FROM ${table} WHERE name = 'nobody'`);

      expect(updated).toEqual({ rows: [], rowCount: 2 });
      expect(none).toEqual({ rows: [], rowCount: 0 });
      expect(deleted).toEqual({ rows: [], rowCount: 1 });
      expect(selected).toEqual({ rows: [{ name: 'a' }, { name: 'b' }], rowCount: 2 });
      expect(empty).toEqual({ rows: [], rowCount: 0 });
    });

    it('commits a transaction whose work resolves, answering its value', async () => {
      const table = await createTable('name TEXT');
      const result = await db().transaction(async (tx) => {
        await tx.query(`INSERT INTO ${table} (name) VALUES (:name)`, { name: 'one' });
        await tx.query(`INSERT INTO ${table} (name) VALUES (:name)`, { name: 'two' });
        const seen = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
        return seen.rows[0]?.count;
      });
      expect(result).toBe(2);
      expect((await db().query(`SELECT name FROM ${table} ORDER BY name`)).rows).toEqual([
        { name: 'one' },
        { name: 'two' },
      ]);
    });

    it('rolls back everything when the work throws, rethrowing its error', async () => {
      const table = await createTable('name TEXT');
      const failure = new Error('work failed');
      await expect(
        db().transaction(async (tx) => {
          await tx.query(`INSERT INTO ${table} (name) VALUES (:name)`, { name: 'one' });
          await tx.query(`INSERT INTO ${table} (name) VALUES (:name)`, { name: 'two' });
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect((await db().query(`SELECT name FROM ${table}`)).rows).toEqual([]);
    });

    it('rolls back everything when a statement inside fails', async () => {
      const table = await createTable('name TEXT PRIMARY KEY');
      await expect(
        db().transaction(async (tx) => {
          await tx.query(`INSERT INTO ${table} (name) VALUES (:name)`, { name: 'one' });
          await tx.query(`INSERT INTO ${table} (name) VALUES (:name)`, { name: 'one' });
        }),
      ).rejects.toThrow(/duplicate key/);
      expect((await db().query(`SELECT name FROM ${table}`)).rows).toEqual([]);
    });

    it('refuses to commit when the work swallowed a failed statement', async () => {
      const table = await createTable('name TEXT PRIMARY KEY');
      await expect(
        db().transaction(async (tx) => {
          await tx.query(`INSERT INTO ${table} (name) VALUES ('one')`);
          await tx.query(`INSERT INTO ${table} (name) VALUES ('one')`).catch(() => undefined);
        }),
      ).rejects.toThrow();
      expect((await db().query(`SELECT name FROM ${table}`)).rows).toEqual([]);
    });

    it('refuses statements on a transaction that has finished', async () => {
      const table = await createTable('name TEXT');
      let leaked: SqlExecutor | undefined;
      await db().transaction(async (tx) => {
        leaked = tx;
      });
      await expect(leaked?.query(`INSERT INTO ${table} (name) VALUES ('late')`)).rejects.toThrow();
      expect((await db().query(`SELECT name FROM ${table}`)).rows).toEqual([]);
    });

    it('rejects a unique violation with SQLSTATE 23505', async () => {
      const table = await createTable('email TEXT PRIMARY KEY');
      await db().query(`INSERT INTO ${table} (email) VALUES (:email)`, { email: 'jane@acme.example' });
      const duplicate = db().query(`INSERT INTO ${table} (email) VALUES (:email)`, { email: 'jane@acme.example' });
      await expect(duplicate).rejects.toThrow(/duplicate key value violates unique constraint/);
      await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    });

    it('rejects invalid SQL and unknown tables with their SQLSTATE', async () => {
      await expect(db().query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
      await expect(db().query('SELECT * FROM contract_no_such_table')).rejects.toMatchObject({ code: '42P01' });
    });

    it('rejects a placeholder that has no value', async () => {
      await expect(db().query('SELECT :missing::text AS value', {})).rejects.toThrow(/missing/);
    });
  });
}
