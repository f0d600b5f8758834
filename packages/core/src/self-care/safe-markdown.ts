/**
 * The markdown of self-care texts: a small, safe subset that authors write and the app renders without ever
 * handing HTML to the browser. Paragraphs (a blank line apart), `- ` bullet and `1. ` numbered lists, `**bold**`,
 * `*italic*`, and `[label](https://…)` links. Anything else — HTML, headings, images, other link schemes — is a
 * problem the content check reports, never something a reader sees interpreted.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'bullets'; items: Inline[][] }
  | { kind: 'numbered'; items: Inline[][] };

export interface ParsedMarkdown {
  blocks: Block[];
  /** What falls outside the subset, in words an author can act on; empty when the text is fine. */
  problems: string[];
}

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseSafeMarkdown(source: string): ParsedMarkdown {
  const problems = new Set<string>();
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    for (const line of lines) {
      if (/^\s*#{1,6}\s/.test(line)) problems.add('headings are not allowed (use bold text)');
      if (/^\s*>/.test(line)) problems.add('quotes are not allowed');
      if (/^\s*(```|~~~)/.test(line)) problems.add('code blocks are not allowed');
    }
    if (lines.every((line) => BULLET.test(line))) {
      blocks.push({ kind: 'bullets', items: lines.map((line) => parseInline(BULLET.exec(line)?.[1] ?? '', problems)) });
    } else if (lines.every((line) => NUMBERED.test(line))) {
      blocks.push({
        kind: 'numbered',
        items: lines.map((line) => parseInline(NUMBERED.exec(line)?.[1] ?? '', problems)),
      });
    } else {
      blocks.push({ kind: 'paragraph', children: parseInline(lines.map((line) => line.trim()).join(' '), problems) });
    }
  }
  return { blocks, problems: [...problems] };
}

/** The text of a markdown string as a screen reader or a plain-text mail would read it. */
export function markdownPlainText(source: string): string {
  const inline = (nodes: Inline[]): string =>
    nodes.map((node) => (node.kind === 'text' ? node.text : inline(node.children))).join('');
  return parseSafeMarkdown(source)
    .blocks.map((block) =>
      block.kind === 'paragraph' ? inline(block.children) : block.items.map((item) => inline(item)).join('\n'),
    )
    .join('\n\n');
}

function parseInline(text: string, problems: Set<string>): Inline[] {
  if (/<\/?[a-z][^>]*>/i.test(text)) problems.add('HTML is not allowed');
  if (/!\[[^\]]*\]\(/.test(text)) problems.add('images belong in an image screen, not in text');
  const nodes: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) nodes.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const strong = /^\*\*(.+?)\*\*/.exec(rest);
    if (strong) {
      flush();
      nodes.push({ kind: 'strong', children: parseInline(strong[1] as string, problems) });
      i += strong[0].length;
      continue;
    }
    const em = /^\*([^*\s](?:[^*]*[^*\s])?)\*/.exec(rest);
    if (em) {
      flush();
      nodes.push({ kind: 'em', children: parseInline(em[1] as string, problems) });
      i += em[0].length;
      continue;
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
    if (link) {
      flush();
      const href = link[2] as string;
      if (/^https:\/\/[^\s]+$/i.test(href)) {
        nodes.push({ kind: 'link', href, children: parseInline(link[1] as string, problems) });
      } else {
        problems.add(`links must be https addresses (${href})`);
        nodes.push({ kind: 'text', text: link[1] as string });
      }
      i += link[0].length;
      continue;
    }
    plain += text[i];
    i += 1;
  }
  flush();
  return nodes;
}
