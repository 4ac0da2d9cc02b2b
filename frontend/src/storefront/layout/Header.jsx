import { Link } from 'react-router-dom';
import Icon from '../../components/Icon';
import CartButton from './CartButton';
import CategoriesMenu from './CategoriesMenu';
import SearchBox from './SearchBox';

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
