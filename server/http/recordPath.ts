import { z } from 'zod';
import { NotFoundError } from '../../src/errors';
import { recordIdOf } from '../../src/model';

const divisionParams = z.object({ division: z.string().min(1) });

/**
 * Reads `{division}` and a record id from a path such as `/divisions/{division}/pages/{id}/`.
 * The id must be plain digits (`^[1-9][0-9]*$`, within 32 bits); anything else (` 1`,
 * `+1`, `1.0`, `0x1`) names no record and answers 404 with `notFoundMessage`, as an
 * unknown id does: a loose reading once let `0x1` delete page 1 (issue 23).
 */
export function recordPathParams(name: string, notFoundMessage: string) {
  return {
    parse(params: unknown): { division: string; id: number } {
      const { division } = divisionParams.parse(params);
      const id = recordIdOf((params as Record<string, unknown>)[name]);
      if (id === null) throw new NotFoundError(notFoundMessage);
      return { division, id };
    },
  };
}
