import { NO_NOTIFICATIONS, notificationsResponseSchema } from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createCart, createCompany, createPurchaseOffer, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

async function memberOfNewCompany(businessType: 'ADVERTISING_COMPANY' | 'BROAD_CASTER' = 'ADVERTISING_COMPANY') {
  const company = await createCompany(testApp.db, { businessType });
  const user = await createUser(testApp.db, { companyId: company.id });
  return { company, browser: await loggedInClient(testApp, user.account) };
}

const ALL_OFF = NO_NOTIFICATIONS;

describe('GET /api/notifications', () => {
  it('answers all eight flags off for a company with no records', async () => {
    const { browser } = await memberOfNewCompany();
    const response = await browser.request('GET', '/api/notifications');
    expect(response.status).toBe(200);
    expect(notificationsResponseSchema.parse(response.body)).toEqual(ALL_OFF);
  });

  it("computes each flag from the caller's company records only", async () => {
    const agency = await memberOfNewCompany();
    const station = await memberOfNewCompany('BROAD_CASTER');
    const stranger = await memberOfNewCompany();
    // An empty cart lights nothing: only a cart with lines waits to be applied for.
    await createCart(testApp.db, { companyId: agency.company.id, service: 'TV', status: 'OPEN' });
    await createCart(testApp.db, { companyId: agency.company.id, service: 'TV', status: 'RECEIVED' });
    await createCart(testApp.db, { companyId: agency.company.id, service: 'CU', status: 'APPLIED' });
    // A streaming cart a partner sent: the receiver's own copy, RECEIVED.
    await createCart(testApp.db, { companyId: agency.company.id, service: 'CU', status: 'RECEIVED' });
    // Streaming bookings light their flags as TV ones do: answered for the buyer, new for the station.
    await createBooking(testApp.db, {
      buyerCompanyId: agency.company.id,
      sellerCompanyId: station.company.id,
      service: 'CU',
      status: 'CONTRACTED',
      buyerAttention: true,
    });
    await createBooking(testApp.db, {
      buyerCompanyId: agency.company.id,
      sellerCompanyId: station.company.id,
      service: 'TV',
      status: 'APPLIED',
      stationAttention: true,
    });
    // Purchase offers are the old placeholder rows: no flag reads them any more.
    await createPurchaseOffer(testApp.db, {
      buyerCompanyId: agency.company.id,
      sellerCompanyId: station.company.id,
      service: 'CU',
    });

    expect((await agency.browser.request('GET', '/api/notifications')).body).toEqual({
      ...ALL_OFF,
      receivedCart: true,
      receivedCartCU: true,
      proceededBookingCU: true,
    });
    expect((await station.browser.request('GET', '/api/notifications')).body).toEqual({
      ...ALL_OFF,
      receivedOfferPurchase: true,
    });
    expect((await stranger.browser.request('GET', '/api/notifications')).body).toEqual(ALL_OFF);
  });

  it('answers 304 to a matching If-None-Match, and a new answer as soon as a cart changes', async () => {
    const { company, browser } = await memberOfNewCompany();
    const first = await browser.request('GET', '/api/notifications');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect(first.headers.get('cache-control')).toContain('no-cache');

    const unchanged = await browser.request('GET', '/api/notifications', { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');

    const cart = await createCart(testApp.db, { companyId: company.id, status: 'RECEIVED' });
    const changed = await browser.request('GET', '/api/notifications', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body).toEqual({ ...ALL_OFF, receivedCart: true });

    await testApp.db.updateTable('carts').set({ status: 'OPEN' }).where('id', '=', cart.id).execute();
    const purchased = await browser.request('GET', '/api/notifications', { headers: { 'if-none-match': etag } });
    expect(purchased.status).toBe(304);
  });

  it('answers 401 without a session', async () => {
    expect((await new TestClient(testApp.baseUrl).request('GET', '/api/notifications')).status).toBe(401);
  });
});
