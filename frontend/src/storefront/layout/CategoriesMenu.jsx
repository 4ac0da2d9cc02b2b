import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import Icon from '../../components/Icon';
import { useCatalog } from '../../lib/catalog';

/** Disclosure menu of the nine category routes: arrow keys move, Escape closes and returns focus. */
export default function CategoriesMenu() {
  const { categories } = useCatalog();
  const [open, setOpen] = useState(false);
  const rootRef = useRef(null);
  const buttonRef = useRef(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event) => {
      if (!rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => [...rootRef.current.querySelectorAll('.categories-menu__link')];
  const focusLink = (index) => {
    const items = links();
    items[(index + items.length) % items.length]?.focus();
  };

  const onButtonKeyDown = (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(event.key === 'ArrowDown' ? 0 : -1));
    }
  };
  const onMenuKeyDown = (event) => {
    const index = links().indexOf(document.activeElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(index - 1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusLink(event.key === 'Home' ? 0 : -1);
    }
  };

  return (
    <div
      className="categories-menu"
      ref={rootRef}
      onBlur={(event) => !rootRef.current?.contains(event.relatedTarget) && setOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className="categories-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <Icon name="menu" className="categories-menu__burger" />
        <span className="categories-menu__label">Categories</span>
        <Icon name="chevronDown" size={16} className="categories-menu__chevron" />
      </button>
      <ul id={listId} className="categories-menu__list" hidden={!open} onKeyDown={onMenuKeyDown}>
        {categories.map((category) => (
          <li key={category.slug}>
            <NavLink to={category.path} className="categories-menu__link" onClick={() => setOpen(false)}>
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
