import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser that has logged in keeps a random device id in this signed cookie, sent only to the
 * login: the account backoff does not hold up a browser its account has logged in with before
 * (docs/decisions/005-login-throttling.md). It names no user and grants nothing by itself.
 */
export const DEVICE_COOKIE = 'tvcm_device';
const DEVICE_COOKIE_PATH = '/api/sessions';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 3600;
/** Device ids are 43-character base64url tokens; anything else is not one of ours. */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function readDeviceId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && DEVICE_ID_PATTERN.test(unsigned.value) ? unsigned.value : undefined;
}

export function setDeviceCookie(reply: FastifyReply, deviceId: string): void {
  reply.setCookie(DEVICE_COOKIE, deviceId, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    signed: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
