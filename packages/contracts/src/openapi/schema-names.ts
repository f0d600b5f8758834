import * as z from 'zod';
import * as contracts from '../index';

/**
 * The contracts' exported schemas by their export names (`LoginBody`, `MessageResponse`): the names a reader of the
 * code knows them by, given to their components. A schema written inline in a route gets a name from the route.
 */
export function schemaNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(contracts)) {
    if (value instanceof z.ZodType && /^[A-Z]/.test(name) && !names.has(value)) names.set(value, name);
  }
  return names;
}
