import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/test-app';
import { TestClient } from './test/test-client';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('/api/docs (API_DOCS)', () => {
  it('serves the OpenAPI document when on', async () => {
    testApp = await startTestApp({ apiDocs: true });
    const response = await new TestClient(testApp.baseUrl).request('GET', '/api/docs');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it('is not there when off', async () => {
    testApp = await startTestApp({ apiDocs: false });
    expect((await new TestClient(testApp.baseUrl).request('GET', '/api/docs')).status).toBe(404);
  });
});
