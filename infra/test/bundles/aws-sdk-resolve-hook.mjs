// Module resolve hook (see aws-sdk-from-workspace.mjs): `@aws-sdk/*` and `@smithy/*` imports that do not resolve
// from the bundle's folder resolve from functions/package.json.
let parentURL;

export function initialize(data) {
  parentURL = data.parentURL;
}

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (!/^@(aws-sdk|smithy)\//.test(specifier)) throw error;
    return nextResolve(specifier, { ...context, parentURL });
  }
}
