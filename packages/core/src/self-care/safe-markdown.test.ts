import { describe, expect, it } from 'vitest';
import { markdownPlainText, parseSafeMarkdown } from './safe-markdown';

describe('parseSafeMarkdown', () => {
  it('reads paragraphs, bold, italic and https links', () => {
    const parsed = parseSafeMarkdown(
      'Take **one** breath.\nThen *another*.\n\nRead [the guide](https://example.org/a).',
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.blocks).toEqual([
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'Take ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'one' }] },
          { kind: 'text', text: ' breath. Then ' },
          { kind: 'em', children: [{ kind: 'text', text: 'another' }] },
          { kind: 'text', text: '.' },
        ],
      },
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'Read ' },
          { kind: 'link', href: 'https://example.org/a', children: [{ kind: 'text', text: 'the guide' }] },
          { kind: 'text', text: '.' },
        ],
      },
    ]);
  });

  it('reads bullet and numbered lists', () => {
    const { blocks, problems } = parseSafeMarkdown('- Notice\n- Name **it**\n\n1. Breathe in\n2. Breathe out');
    expect(problems).toEqual([]);
    expect(blocks.map((block) => block.kind)).toEqual(['bullets', 'numbered']);
    expect(blocks[0]).toMatchObject({ items: [[{ text: 'Notice' }], [{ text: 'Name ' }, { kind: 'strong' }]] });
  });

  it('keeps a lone asterisk, an arithmetic star and unmatched brackets as text', () => {
    const { blocks, problems } = parseSafeMarkdown('5 * 3 is [not a link] and * alone');
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '5 * 3 is [not a link] and * alone' }] },
    ]);
  });

  it.each([
    ['<b>bold</b>', 'HTML is not allowed'],
    ['<img src=x onerror=alert(1)>', 'HTML is not allowed'],
    ['# Title', 'headings are not allowed (use bold text)'],
    ['> quoted', 'quotes are not allowed'],
    ['![a cat](https://x.example/cat.png)', 'images belong in an image screen, not in text'],
    ['[click](javascript:alert(1))', 'links must be https addresses'],
    ['[plain](http://example.org)', 'links must be https addresses (http://example.org)'],
  ])('reports %s', (source, problem) => {
    expect(parseSafeMarkdown(source).problems.some((found) => found.startsWith(problem))).toBe(true);
  });

  it('never turns a refused link into one', () => {
    const { blocks } = parseSafeMarkdown('[click](javascript:alert(1))');
    expect(JSON.stringify(blocks)).not.toContain('javascript');
  });
});

describe('markdownPlainText', () => {
  it('reads the words without the marks', () => {
    expect(markdownPlainText('**Pause.** Read [this](https://example.org).\n\n- one\n- two')).toBe(
      'Pause. Read this.\n\none\ntwo',
    );
  });
});
