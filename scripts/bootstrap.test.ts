import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const bootstrap = fileURLToPath(new URL('./bootstrap.mjs', import.meta.url));

it('refuses an unknown task at once, before fetching Node or installing anything', () => {
  const result = spawnSync(process.execPath, [bootstrap, 'tset'], { encoding: 'utf8' });
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('unknown task: tset (one of: start, test,');
  expect(result.stdout).toBe('');
});
