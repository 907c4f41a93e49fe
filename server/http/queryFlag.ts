import { z } from 'zod';

/** A boolean query parameter: `true`/`1` are true; `false`, `0` and empty are false. */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === '1');
