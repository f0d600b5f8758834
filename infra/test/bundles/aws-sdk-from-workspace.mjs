// Loaded with `node --import` by bundles.test.ts before a bundle. The bundles leave `@aws-sdk/*` and `@smithy/*`
// to the Lambda runtime, which has them on NODE_PATH and searches NODE_PATH for ES module imports too. Plain
// Node's ES module resolver ignores NODE_PATH, so this registers a resolve hook that looks those packages up from
// functions/ instead (its node_modules has the clients the code is written against). Only the missing imports
// are redirected: everything else resolves as usual.
import { register } from 'node:module';

register('./aws-sdk-resolve-hook.mjs', import.meta.url, {
  data: { parentURL: new URL('../../../functions/package.json', import.meta.url).href },
});
