import { useState } from 'react';

/**
 * The other person's face: an expert's photo, or their initial when there is none or it fails to load (members have
 * no photo). Decorative: the name is always beside it.
 */
export function CounterpartPhoto({ name, photoUrl, size = 48 }: { name: string; photoUrl?: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (photoUrl && !failed)
    return (
      <img
        className="chat-photo"
        src={photoUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  return (
    <span className="chat-photo chat-initial" aria-hidden="true" style={{ inlineSize: size, blockSize: size }}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
