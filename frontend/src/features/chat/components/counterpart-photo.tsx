/** The other person's face: an expert's photo, or a member's initial (members have no photo). Decorative: the name is beside it. */
export function CounterpartPhoto({ name, photoUrl, size = 48 }: { name: string; photoUrl?: string; size?: number }) {
  if (photoUrl) return <img className="chat-photo" src={photoUrl} alt="" width={size} height={size} loading="lazy" />;
  return (
    <span className="chat-photo chat-initial" aria-hidden="true" style={{ inlineSize: size, blockSize: size }}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
