import { useId, useState } from 'react';

/** A disclosure (WAI-ARIA's pattern): whether it is open, and the props of the button that opens and closes the
 * element whose id is `buttonProps['aria-controls']`. */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return {
    open,
    buttonProps: { type: 'button', 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen(!open) },
  };
}
