import type { CoachMessage, SqlDatabase } from '@kinwell/core';
import { migrate, migrations, SqlCoachStore } from '@kinwell/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

export interface CoachStoreFixture {
  /** An empty database the migrations can run on. */
  db: SqlDatabase;
  cleanup: () => Promise<void>;
}

const SETUP_TIMEOUT_MS = 60_000;
const at = (second: number) => new Date(Date.UTC(2026, 10, 25, 10, 0, second));

/**
 * The coach's conversation on a SQL database (PGlite locally, the Data API in AWS): pages newest first, details (a
 * crisis answer's kinds, a guided answer's sessions) back as stored, and every read and deletion the member's own.
 */
export function describeCoachStoreContract(name: string, setup: () => Promise<CoachStoreFixture>): void {
  describe(`${name} (coach store contract)`, () => {
    let fixture: CoachStoreFixture | undefined;
    let store: SqlCoachStore;
    beforeAll(async () => {
      fixture = await setup();
      await migrate(fixture.db, migrations);
      store = new SqlCoachStore(fixture.db);
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await fixture?.cleanup();
    });

    const session = {
      themeId: 't',
      sessionId: 's',
      screenId: 'c',
      title: 'Noticing worry',
      themeTitle: 'Steady ground',
      minutes: 5,
      href: '/theme/t/session/s/screen/c',
    };
    const messages: CoachMessage[] = [
      { id: 'a1', role: 'member', kind: 'text', text: 'Bonjour, ça va ? 😊', createdAt: at(1) },
      { id: 'a2', role: 'coach', kind: 'suggestions', text: '', sessions: [session], createdAt: at(2) },
      { id: 'a3', role: 'member', kind: 'text', text: 'أريد أن أموت', createdAt: at(3) },
      { id: 'a4', role: 'coach', kind: 'crisis', text: '', categories: ['suicide_self_harm'], createdAt: at(3) },
    ];

    it('keeps messages and answers them newest first, a page at a time, details intact', async () => {
      for (const message of messages) await store.append('ana', message);
      await store.append('ben', { id: 'b1', role: 'member', kind: 'text', text: 'hi', createdAt: at(9) });
      const newest = await store.list('ana', { limit: 2 });
      // Two messages of one instant keep the order they were written in.
      expect(newest.map((m) => m.id)).toEqual(['a4', 'a3']);
      expect(newest[0]).toEqual(messages[3]);
      const older = await store.list('ana', { before: at(3), limit: 10 });
      expect(older).toEqual([messages[1], messages[0]]);
    });

    it('hands over and deletes the member’s messages only', async () => {
      expect(await store.listForMember('ana')).toEqual(messages);
      await store.deleteForMember('ana');
      expect(await store.listForMember('ana')).toEqual([]);
      expect((await store.listForMember('ben')).map((m) => m.id)).toEqual(['b1']);
      await store.deleteForMember('ana');
    });
  });
}
