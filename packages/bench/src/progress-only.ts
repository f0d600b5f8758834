// `pnpm --filter @kinwell/bench run bench:progress`: section 5b alone (about a minute), printing its figures, for
// work on the progress summary without the whole bench's builds.
import { progressSection } from './progress';
import { round } from './stats';

const section = await progressSection();
for (const row of section.rows) {
  console.log(
    `${row.figure}: ${row.value === null ? 'n/a' : round(row.value)} ${row.unit}${row.note ? ` (${row.note})` : ''}`,
  );
}
