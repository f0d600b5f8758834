import { type RouteContract, routeKey } from '@kinwell/contracts';

export interface RouteMatch {
  route: RouteContract;
  routeKey: string;
  pathParameters: Record<string, string>;
}

export type RouteLookup = { match: RouteMatch } | { allowed: string[] } | undefined;

interface CompiledRoute {
  route: RouteContract;
  routeKey: string;
  pattern: RegExp;
  names: string[];
}

/**
 * Finds the contract route for a request the way API Gateway does: literal paths with `{name}`
 * segments. Answers the allowed methods when the path exists under another method (for a 405).
 */
export function createRouteTable(routes: readonly RouteContract[]) {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]);
        return '([^/]+)';
      })
      .join('/');
    return { route, routeKey: routeKey(route), pattern: new RegExp(`^${source}$`), names };
  });
  // Most requests name a literal path: one map lookup finds it (a literal route wins over a parameter's).
  const literal = new Map<string, RouteMatch>();
  for (const { route, routeKey: key, names } of compiled) {
    const methodAndPath = `${route.method} ${route.path}`;
    if (names.length === 0 && !literal.has(methodAndPath)) {
      literal.set(methodAndPath, { route, routeKey: key, pathParameters: {} });
    }
  }

  return function lookup(method: string, path: string): RouteLookup {
    const exact = literal.get(`${method} ${path}`);
    if (exact) return { match: { ...exact, pathParameters: {} } };
    const allowed: string[] = [];
    for (const { route, routeKey: key, pattern, names } of compiled) {
      const found = pattern.exec(path);
      if (!found) continue;
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      const pathParameters: Record<string, string> = {};
      names.forEach((name, index) => {
        pathParameters[name] = decodeURIComponent(found[index + 1] ?? '');
      });
      return { match: { route, routeKey: key, pathParameters } };
    }
    return allowed.length > 0 ? { allowed } : undefined;
  };
}
