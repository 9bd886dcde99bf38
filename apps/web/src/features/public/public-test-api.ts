import { type ApiHandlers, jsonResponse } from '../../test/mock-api';

/** Handlers of the public pages' API with the client-credential token their guard asks for first. */
export function publicApi(handlers: ApiHandlers): ApiHandlers {
  return {
    'POST /api/oauth/token': () => jsonResponse(200, { accessToken: 'public-token', tokenType: 'Bearer', expiresIn: 600 }),
    ...handlers,
  };
}

export const existencePath = (email: string) => `GET /api/users/trials/emails/${encodeURIComponent(email)}/existence`;
