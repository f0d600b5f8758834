/** Messages of one calendar day, on the reader's clock. */
export interface MessageDay<Item> {
  /** `YYYY-MM-DD` on the reader's clock: a stable key. */
  key: string;
  /** Noon of that day: what to write the day's heading from. */
  date: Date;
  items: Item[];
}

const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Consecutive messages grouped by the day they were written, in the order given (the server's). */
export function groupByDay<Item extends { createdAt: string }>(items: readonly Item[]): MessageDay<Item>[] {
  const days: MessageDay<Item>[] = [];
  for (const item of items) {
    const written = new Date(item.createdAt);
    const key = dayKey(written);
    const current = days.at(-1);
    if (current?.key === key) current.items.push(item);
    else
      days.push({
        key,
        date: new Date(written.getFullYear(), written.getMonth(), written.getDate(), 12),
        items: [item],
      });
  }
  return days;
}
