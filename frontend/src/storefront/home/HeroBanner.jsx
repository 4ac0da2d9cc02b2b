import { Link } from 'react-router-dom';
import Icon from '../../components/Icon';
import { VERIFICATION_WINDOW_HOURS } from '../../lib/serverConstants';

/** The home page's banner; its title is the page's main heading (`headingRef`, see usePageTitle). */
export default function HeroBanner({ headingRef }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="eyebrow eyebrow--light">New season, new tech</p>
        <h1 id="hero-title" className="hero__title" ref={headingRef} tabIndex={-1}>
          Power up your <span className="hero__highlight">everyday</span>
        </h1>
        <p className="hero__lead">
          Phones, laptops, audio, gaming and smart-home gear from the brands you trust, with honest prices and real
          people behind every order.
        </p>
        <div className="hero__actions">
          <Link to="/smartphones" className="btn btn--accent btn--lg">
            Shop smartphones
          </Link>
          <Link to="/laptops" className="btn btn--ghost-light btn--lg">
            Browse laptops
          </Link>
        </div>
      </div>
      <ul className="hero__perks">
        <li>
          <Icon name="truck" /> Free shipping on every order
        </li>
        <li>
          <Icon name="phone" /> Verified by phone within {VERIFICATION_WINDOW_HOURS} hours
        </li>
        <li>
          <Icon name="shield" /> No charge until your order is verified
        </li>
      </ul>
    </section>
  );
}
