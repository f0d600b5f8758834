// `pnpm --filter @kinwell/bench run bench:crisis`: section 7 alone (a few seconds), printing its figures, for work
// on the crisis check's patterns without the whole bench's builds.
import { crisisSection } from './crisis';
import { verdict } from './report';

const section = crisisSection();
console.log(section.title);
for (const row of section.rows) {
  const value = row.value === null ? 'n/a' : `${row.value}${row.unit ? ` ${row.unit}` : ''}`;
  console.log(`${verdict(row).padEnd(4)} ${row.figure}: ${value}${row.note ? ` (${row.note})` : ''}`);
}
