import { createServer, type Server } from 'node:http';
import { API_BASE_PATH, API_ERRORS, type ApiErrorBody } from '@tvcm/contracts';

/** As the error handler answers while the database is unavailable. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Answers while the process waits for its database at start-up, before the app can serve:
 * `/api/health` 200 (the process is alive, do not restart it), everything else, `/api/ready`
 * included, 503 SYS05031 with Retry-After in the API's error shape (send no traffic yet).
 */
export async function startStandbyServer(options: { host: string; port: number }): Promise<{
  server: Server;
  close: () => Promise<void>;
}> {
  const { code, status } = API_ERRORS.serviceUnavailable;
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    response.setHeader('cache-control', 'no-store');
    response.setHeader('content-type', 'application/json; charset=utf-8');
    if (pathname === `${API_BASE_PATH}/health`) {
      response.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    const path = pathname.startsWith(API_BASE_PATH) ? pathname.slice(API_BASE_PATH.length) || '/' : pathname;
    const body: ApiErrorBody = { errors: [{ code, statusCode: status }], path };
    response.statusCode = status;
    response.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
