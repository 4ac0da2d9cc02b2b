import { useState } from 'react';
import { wrapIndex } from './productRules';

/** The current image of a gallery whose index wraps around: { index, previous, next, select }. */
export function useImageIndex(count) {
  const [raw, setRaw] = useState(0);
  const index = wrapIndex(raw, count);
  return {
    index,
    previous: () => setRaw(index - 1),
    next: () => setRaw(index + 1),
    select: setRaw,
  };
}
