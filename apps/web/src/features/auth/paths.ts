/** Addresses of this app the login flow sends users to (ARCHITECTURE: /login, /logout and /top are app pages). */
export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
/** Where a user who has not accepted the terms of service is sent (SPEC.md §4), and the only page open to them. */
export const PROFILE_PATH = '/agency/edit_my_profile';
