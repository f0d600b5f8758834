import { type Inline, parseSafeMarkdown } from '@kinwell/core';
import type { ReactNode } from 'react';
import type { ShownText } from '../self-care-content';

/**
 * A self-care text in core's safe markdown subset, rendered as React elements: no HTML string ever reaches the
 * page. English shown in place of a missing translation carries its own `lang`, so it is read with an English voice.
 */
export function MarkdownText({ value, className }: { value: ShownText; className?: string }) {
  const { blocks } = parseSafeMarkdown(value.text);
  return (
    <div className={className} {...(value.isFallback ? { lang: value.locale, dir: 'ltr' } : {})}>
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'paragraph') return <p key={key}>{inline(block.children)}</p>;
        const items = block.items.map((item, itemIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a published text's items never move; their place is their identity.
          <li key={`${key}-${itemIndex}`}>{inline(item)}</li>
        ));
        return block.kind === 'bullets' ? <ul key={key}>{items}</ul> : <ol key={key}>{items}</ol>;
      })}
    </div>
  );
}

/** A short text (a title, a label): plain, marked English when it is the fallback. */
export function Shown({ value }: { value: ShownText }) {
  return value.isFallback ? (
    <span lang={value.locale} dir="ltr">
      {value.text}
    </span>
  ) : (
    value.text
  );
}

function inline(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${node.kind}-${index}`;
    if (node.kind === 'text') return node.text;
    if (node.kind === 'strong') return <strong key={key}>{inline(node.children)}</strong>;
    if (node.kind === 'em') return <em key={key}>{inline(node.children)}</em>;
    return (
      <a key={key} href={node.href} target="_blank" rel="noopener noreferrer">
        {inline(node.children)}
      </a>
    );
  });
}
