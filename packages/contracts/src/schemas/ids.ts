import { z } from 'zod';

/** Ids are the database's 32-bit integer keys. */
const ID_MAX = 2_147_483_647;

/**
 * A record's id as the address carries it (a path parameter, a query filter): decimal digits with
 * no sign, space, leading zero, exponent or radix prefix, so `0x10`, `1e1` or ` 16` are refused
 * rather than read as some other id. Every id in an address is checked by this one schema.
 */
export const idParam = () =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(z.number().int().max(ID_MAX));
