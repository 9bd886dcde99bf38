import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createUser } from '../test/factories';
import { loggedInClient, startTestApp, testConfig } from '../test/test-app';
import { createTestDatabaseTarget } from '../test/test-database';
import { UndeclaredAccessError } from './route-access';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function builtApp() {
  const { target, drop } = await createTestDatabaseTarget();
  const db = createDatabase(target);
  await migrateToLatest(db, target.kind === 'postgres' ? target.schema : undefined);
  const app = await buildApp(testConfig({ database: target }), db);
  cleanups.push(async () => {
    await app.close();
    await db.destroy();
    await drop();
  });
  return app;
}

describe('route access declarations', () => {
  it('stops the API from starting when a route under /api declares no access', async () => {
    const app = await builtApp();
    expect(() => app.get('/api/undeclared', async () => ({ secret: true }))).toThrow(UndeclaredAccessError);
    expect(() => app.get('/api/undeclared', async () => ({ secret: true }))).toThrow(/GET \/api\/undeclared declares no access/);
  });

  it('starts with a declared route, and lists every API route with its access', async () => {
    const app = await builtApp();
    app.get('/api/declared', { config: { access: { licence: 'timetable' } } }, async () => ({ ok: true }));
    await app.ready();
    const table = app.routeAccessTable.map(({ method, url, access }) => ({ route: `${method} ${url}`, access }));
    expect(table).toContainEqual({ route: 'GET /api/declared', access: { licence: 'timetable' } });
    expect(table).toContainEqual({ route: 'GET /api/notifications', access: 'session' });
    expect(table).toContainEqual({ route: 'GET /api/points/companies/:companyCode/status', access: { licence: 'points' } });
    expect(table).toContainEqual({ route: 'POST /api/registrations/trials', access: 'clientToken' });
  });

  it('leaves the web pages outside /api to the static server', async () => {
    const app = await builtApp();
    expect(() => app.get('/some-page', async () => 'page')).not.toThrow();
  });

  it('marks every answer to a logged-in caller no-store, unless the route revalidates it itself', async () => {
    const testApp = await startTestApp();
    cleanups.push(testApp.close);
    const user = await createUser(testApp.db);
    const browser = await loggedInClient(testApp, user.account);
    for (const path of [`/api/users/${user.id}`, `/api/users/${user.id}/logins`, '/api/auth/licenses/base']) {
      expect((await browser.request('GET', path)).headers.get('cache-control')).toBe('no-store');
    }
    expect((await browser.request('GET', '/api/notifications')).headers.get('cache-control')).toBe('private, no-cache');
  });
});
