import { Link } from 'react-router-dom';
import Icon from '../../components/Icon';
import { lazyPart } from '../../components/LazyPart';
import CartButton from './CartButton';
import SearchBox from './SearchBox';

// The categories menu opens from a button: its code comes after the page's, and the button works once it is in
// (components/LazyPart.jsx).
const CategoriesMenu = lazyPart(() => import('./CategoriesMenu'));

/** Loads the menu's chunk: a page rendered in the browser waits for it (StorefrontRoutes preloadFirstRoute), as
 * does the server's renderer. */
export const loadCategoriesMenu = () => CategoriesMenu.preload();

export default function Header() {
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <CategoriesMenu />
        <Link to="/" className="brand" aria-label="Voltcart home">
          <span className="brand__mark">
            <Icon name="bolt" size={18} />
          </span>
          <span className="brand__name">Voltcart</span>
        </Link>
        <SearchBox variant="desktop" />
        <CartButton />
      </div>
      <div className="site-header__mobile-search container">
        <SearchBox variant="mobile" />
      </div>
    </header>
  );
}
