import { useEffect, useRef, useState } from 'react';
import { reorderImages } from '../common/productsApi';
import { madeMain, movedImage } from './imageOrder';

// The main image's toasts; Make main changes the main image too.
export const MAIN_MESSAGES = {
  success: { title: 'Image Updated', description: 'The main product image has been changed.' },
  failureTitle: 'Update Failed',
  failure: 'Failed to update product image. Please try again.',
};

const REORDER_MESSAGES = { success: 'Image order saved', failure: 'Failed to reorder images' };

/**
 * Reordering a product's extra images: an image dragged onto another place, moved by its Earlier/Later buttons, or
 * made the main one. `apply(id, mutation, argument, messages)` saves a change and shows the product it answers;
 * `pending`: useAction's. One change at a time; after it the focus goes back to the moved image's same button.
 * Answers {listRef (for the images' <ul>), drag ({from, over} while one is dragged), dragProps(index), move(from, to,
 * action), makeMain(index)}.
 */
export function useImageReorder(product, apply, pending) {
  const extras = product.imageUrls ?? [];
  const refocus = useRef(null); // {index, action}: the button to focus once the new order is drawn
  const listRef = useRef(null);
  const [drag, setDrag] = useState(null); // {from, over}: the extra image being dragged, and where it would go

  useEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    if (!wanted) return;
    const buttons = [...(listRef.current?.children[wanted.index]?.querySelectorAll('[data-action]') ?? [])];
    const same = buttons.find((button) => button.dataset.action === wanted.action && !button.disabled);
    (same ?? buttons.find((button) => button.dataset.action.startsWith('move') && !button.disabled))?.focus();
  }, [product]);

  /** `then` is where the focus goes once the new order is shown. */
  const reorder = async (order, messages, then) => {
    if (pending !== null) return;
    refocus.current = then;
    const outcome = await apply('order', reorderImages, order, messages);
    if (!outcome.ok) refocus.current = null;
  };
  const move = (from, to, action) => {
    if (to < 0 || to >= extras.length || to === from) return;
    reorder(movedImage(extras, from, to), REORDER_MESSAGES, { index: to, action });
  };
  const makeMain = (index) =>
    reorder(madeMain(product.imageUrl, extras, index), MAIN_MESSAGES, { index, action: 'main' });

  const dragProps = (index) => ({
    draggable: pending === null,
    onDragStart: (event) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', extras[index]);
      setDrag({ from: index, over: null });
    },
    onDragOver: (event) => {
      if (!drag) return; // files dropped here are the upload zone's, not a move
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (drag.over !== index) setDrag({ ...drag, over: index });
    },
    onDrop: (event) => {
      if (!drag) return;
      event.preventDefault();
      setDrag(null);
      move(drag.from, index, null);
    },
    onDragEnd: () => setDrag(null),
  });

  return { listRef, drag, dragProps, move, makeMain };
}
