import { type RouteContract, routeKey } from '@kinwell/contracts';

export interface RouteMatch {
  route: RouteContract;
  routeKey: string;
  pathParameters: Record<string, string>;
}

export type RouteLookup = { match: RouteMatch } | { allowed: string[] } | undefined;

interface CompiledRoute {
  route: RouteContract;
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
    return { route, pattern: new RegExp(`^${source}$`), names };
  });

  return function lookup(method: string, path: string): RouteLookup {
    const allowed: string[] = [];
    for (const { route, pattern, names } of compiled) {
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
      return { match: { route, routeKey: routeKey(route), pathParameters } };
    }
    return allowed.length > 0 ? { allowed } : undefined;
  };
}
