import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from '@kinwell/contracts/openapi';
import { escapeHtml } from '@kinwell/email-templates';

/** OpenAPI descriptions are CommonMark; of it they use only `code` spans, shown as code here. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

type Json = Record<string, unknown>;

const AUTH_LABELS: Record<string, string> = {
  bearerAuth: 'bearer token',
  sessionCookie: 'session cookie',
};

/** Who may call, in words: the schemes of `security`, any one of which will do. */
const whoMayCall = (operation: OpenApiOperation) =>
  operation.security.length === 0
    ? 'public'
    : `signed in: ${operation.security.map((scheme) => Object.keys(scheme).map((name) => AUTH_LABELS[name] ?? name)).join(' or ')}`;

const schemaId = (schema: unknown) => {
  const ref = (schema as { $ref?: string } | undefined)?.$ref;
  return ref?.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : undefined;
};

/** A schema by name, linked to its entry in the schemas section, or inline when it has no name. */
const schemaLink = (schema: unknown) => {
  const id = schemaId(schema);
  return id
    ? `<a href="#schema-${escapeHtml(id)}"><code>${escapeHtml(id)}</code></a>`
    : `<code>${escapeHtml(JSON.stringify(schema))}</code>`;
};

function parameterRows(document: OpenApiDocument, operation: OpenApiOperation): string {
  const parameters = operation.parameters.map((parameter) =>
    '$ref' in parameter
      ? (document.components.parameters[parameter.$ref.split('/').pop() ?? ''] as OpenApiParameter)
      : parameter,
  );
  return parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code>${p.description ? ` ${prose(p.description)}` : ''}</td></tr>`,
    )
    .join('');
}

function answerRows(document: OpenApiDocument, operation: OpenApiOperation): string {
  return Object.entries(operation.responses)
    .map(([status, answer]) => {
      const ref = (answer as { $ref?: string }).$ref;
      const resolved = (ref ? document.components.responses[ref.split('/').pop() ?? ''] : answer) as Json;
      const content = (resolved.content ?? {}) as Record<string, { schema?: unknown }>;
      const shapes = Object.entries(content)
        .map(([type, media]) => `${escapeHtml(type)} ${media.schema ? schemaLink(media.schema) : ''}`)
        .join(', ');
      return `<tr><td>${status}</td><td>${prose(String(resolved.description ?? ''))}</td><td>${shapes}</td></tr>`;
    })
    .join('');
}

function operationEntry(document: OpenApiDocument, method: string, path: string, operation: OpenApiOperation) {
  const body = operation.requestBody?.content['application/json']?.schema;
  return `<details id="op-${escapeHtml(operation.operationId)}">
  <summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> · ${escapeHtml(operation.summary)} <span class="auth">${escapeHtml(whoMayCall(operation))}</span></summary>
  <table><caption>Parameters</caption><thead><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${parameterRows(document, operation)}</tbody></table>
  ${body ? `<p>Body (JSON): ${schemaLink(body)}</p>` : ''}
  <table><caption>Answers</caption><thead><tr><th>status</th><th>meaning</th><th>body</th></tr></thead><tbody>${answerRows(document, operation)}</tbody></table>
</details>`;
}

/**
 * /api/docs: the OpenAPI document as a page a person reads (one HTML file, no script, styles under the page's
 * nonce), operations by endpoint group and every schema after them. The document itself is at /api/openapi.json.
 */
export function renderApiDocsPage(document: OpenApiDocument, nonce: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item) as [string, OpenApiOperation][]) {
      const tag = operation.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationEntry(document, method, path, operation)]);
    }
  }
  const sections = document.tags
    .map(
      (tag) => `<section id="tag-${escapeHtml(tag.name)}">
<h2>${escapeHtml(tag.name)}</h2>
<p>${prose(tag.description)}</p>
${(byTag.get(tag.name) ?? []).join('\n')}
</section>`,
    )
    .join('\n');
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([id, schema]) =>
        `<details id="schema-${escapeHtml(id)}"><summary><code>${escapeHtml(id)}</code></summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Kinwell</title>
<style nonce="${nonce}">
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 70rem; padding: 1.5rem; line-height: 1.4; }
  nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; padding: 0; list-style: none; }
  details { border: 1px solid #8884; border-radius: .5rem; padding: .5rem .75rem; margin-block: .5rem; }
  summary { cursor: pointer; }
  .method { display: inline-block; min-width: 4.5rem; font-weight: 700; font-family: ui-monospace, monospace; }
  .get { color: #1971c2; } .post { color: #2f9e44; } .put { color: #e8590c; } .delete { color: #e03131; }
  .auth { color: GrayText; font-size: .85rem; }
  table { border-collapse: collapse; width: 100%; margin-block: .75rem; font-size: .9rem; }
  caption { text-align: start; font-weight: 600; }
  th, td { border-bottom: 1px solid #8884; padding: .25rem .5rem; text-align: start; vertical-align: top; }
  code, pre { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; font-size: .85rem; }
</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)} <small>(OpenAPI ${escapeHtml(document.openapi)})</small></h1>
<p>${prose(document.info.description)}</p>
<p>The document: <a href="/api/openapi.json"><code>/api/openapi.json</code></a>. Signed-in routes take the access token as
<code>Authorization: Bearer …</code> or, from the app, the HttpOnly session cookie.</p>
<nav aria-label="Endpoint groups"><ul>${document.tags.map((tag) => `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a></li>`).join('')}<li><a href="#schemas">schemas</a></li></ul></nav>
<main>
${sections}
<section id="schemas">
<h2>Schemas</h2>
${schemas}
</section>
</main>
</body>
</html>`;
}
