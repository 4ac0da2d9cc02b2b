import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Icon from '../../components/Icon';

/**
 * The header search. The text lives in the home URL (/?q=...), so the home page shows the results;
 * typing elsewhere takes the shopper to them. `variant` is "desktop" or "mobile" (CSS shows one).
 */
export default function SearchBox({ variant }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The URL holds the text, so the box shows what the results are for, after Back too.
  const text = pathname === '/' ? (params.get('q') ?? '') : '';

  const go = (value) => {
    navigate(value ? `/?q=${encodeURIComponent(value)}` : '/', { replace: pathname === '/' });
  };

  return (
    <form role="search" className={`search-box search-box--${variant}`} onSubmit={(event) => event.preventDefault()}>
      <Icon name="search" size={18} className="search-box__icon" />
      <input
        type="search"
        className="search-box__input"
        placeholder={variant === 'mobile' ? 'Search products…' : 'Search phones, laptops, headphones…'}
        aria-label="Search products"
        value={text}
        onChange={(event) => go(event.target.value)}
      />
    </form>
  );
}
